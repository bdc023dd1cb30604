import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Element, Root as HastRoot } from 'hast';
import { visit } from 'unist-util-visit';
import type { InlineResult } from './inline-result';
import { renderSimpleInline } from './simple-inline';

export type { InlineResult };

/** Only the inline constructs a line-pattern body allows. */
const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(() => (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'a' && typeof node.properties.href === 'string' && /^https?:/.test(node.properties.href)) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
      }
    });
  })
  .use(rehypeStringify);

/**
 * Renders one line's inline Markdown (bold, italics, links, code) to HTML.
 * The line is parsed as a paragraph and the wrapping <p> removed, so block
 * syntax (a leading "#" or "1.") never changes what a line is.
 */
export function renderInline(text: string): InlineResult {
  return renderSimpleInline(text) ?? renderInlineParsed(text);
}

/** renderInline through the Markdown parser, whatever the text (exported for the test that simple lines render the same). */
export function renderInlineParsed(text: string): InlineResult {
  const links: string[] = [];
  const escaped = text
    .replace(/^(#{1,6}|[+*])(?=\s)/, '\\$1')
    .replace(/^>/, '\\>')
    .replace(/^(\d+)([.)])/, '$1\\$2');
  const tree = processor.runSync(processor.parse(escaped)) as HastRoot;
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'a' && typeof node.properties.href === 'string') links.push(node.properties.href);
  });
  const html = processor.stringify(tree).trim().replace(/^<p>/, '').replace(/<\/p>$/, '');
  return { html, links };
}
