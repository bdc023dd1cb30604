import type { BodyBlock, ParsedBlock } from '../load/body/blocks.ts';
import { renderInline } from '../load/body/inline-markdown.ts';

/** Renders each block's inline Markdown to HTML (the compile step's part of the body). */
export function renderBody(blocks: readonly ParsedBlock[]): BodyBlock[] {
  return blocks.map((block): BodyBlock => {
    switch (block.kind) {
      case 'list':
        return { kind: 'list', items: block.items.map(renderInline) };
      case 'heading':
        return { kind: 'heading', html: renderInline(block.inline), id: block.id };
      case 'quote':
        return block.attribution ? { kind: 'quote', html: renderInline(block.inline), attribution: block.attribution } : { kind: 'quote', html: renderInline(block.inline) };
      default:
        return { kind: block.kind, html: renderInline(block.inline) };
    }
  });
}
