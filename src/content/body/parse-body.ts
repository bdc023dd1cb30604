import type { BodyBlock } from './blocks';
import { classifyLine, splitQuote } from './classify-line';
import { renderInline } from './inline-markdown';

export interface ParsedBody {
  blocks: BodyBlock[];
  /** Link targets with the 0-based body line they appear on. */
  links: { href: string; line: number }[];
  /** Words of visible text, for the computed read time. */
  wordCount: number;
}

/** Turns a line-pattern body into typed blocks; consecutive bullets form one list. */
export function parseBody(body: string): ParsedBody {
  const blocks: BodyBlock[] = [];
  const links: ParsedBody['links'] = [];
  const usedIds = new Set<string>();
  let wordCount = 0;
  const lines = body.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    wordCount += countWords(line);
    const inline = (text: string) => {
      const result = renderInline(text);
      for (const href of result.links) links.push({ href, line: index });
      return result.html;
    };
    const kind = classifyLine(line);
    if (kind === 'bullet') {
      const html = inline(line.slice(2).trim());
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(html);
      else blocks.push({ kind: 'list', items: [html] });
    } else if (kind === 'quote') {
      const { text, attribution } = splitQuote(line);
      blocks.push(attribution ? { kind: 'quote', html: inline(text), attribution } : { kind: 'quote', html: inline(text) });
    } else if (kind === 'heading') {
      blocks.push({ kind: 'heading', html: inline(line), id: uniqueId(slugify(line), usedIds) });
    } else {
      blocks.push({ kind, html: inline(line) });
    }
  });
  return { blocks, links, wordCount };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

function uniqueId(base: string, used: Set<string>): string {
  let id = base || 'section';
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/** Words a reader reads: link text but not URLs, no bullet markers or dashes. */
function countWords(line: string): number {
  return line
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
