import { createRequire } from 'node:module';
import type { Element, Root as HastRoot } from 'hast';
import type rehypeStringifyPlugin from 'rehype-stringify';
import type remarkParsePlugin from 'remark-parse';
import type remarkRehypePlugin from 'remark-rehype';
import type { unified as unifiedProcessor } from 'unified';
import type { visit as visitTree } from 'unist-util-visit';
import type { InlineMarkdown } from './blocks.ts';
import { parseSimpleInline, simpleInlineHtml } from './simple-inline.ts';

type Processor = ReturnType<typeof createProcessor>;
type Visit = typeof visitTree;

/**
 * The Markdown parser, loaded the first time a line needs it: most lines
 * are simple (bold, italics, links, code) and never do, and loading unified,
 * remark and rehype (about 140 modules) took the content thread about
 * 70 ms. They are ES modules, required synchronously (Node 22.12 and later
 * require an ES module without a top-level await).
 */
let parser: { processor: Processor; visit: Visit } | undefined;
const require = createRequire(import.meta.url);
const load = () => {
  if (parser) return parser;
  const { visit } = require('unist-util-visit') as { visit: Visit };
  parser = { processor: createProcessor(visit), visit };
  return parser;
};

/** Only the inline constructs a line-pattern body allows. */
function createProcessor(visit: Visit) {
  const { unified } = require('unified') as { unified: typeof unifiedProcessor };
  const remarkParse = (require('remark-parse') as { default: typeof remarkParsePlugin }).default;
  const remarkRehype = (require('remark-rehype') as { default: typeof remarkRehypePlugin }).default;
  const rehypeStringify = (require('rehype-stringify') as { default: typeof rehypeStringifyPlugin }).default;
  return unified()
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
}

/** Reads one line's inline Markdown once, at load: into pieces when it is simple, else kept for the parser. */
export function parseInline(text: string): InlineMarkdown {
  const pieces = parseSimpleInline(text);
  return pieces ? { pieces } : { markdown: text };
}

/**
 * Renders one line's inline Markdown (bold, italics, links, code) to HTML.
 * The parser reads the line as a paragraph and the wrapping <p> is removed,
 * so block syntax (a leading "#" or "1.") never changes what a line is.
 */
export function renderInline(inline: InlineMarkdown): string {
  return 'pieces' in inline ? simpleInlineHtml(inline.pieces) : renderInlineParsed(inline.markdown);
}

/** renderInline through the Markdown parser, whatever the text (exported for the test that simple lines render the same). */
export function renderInlineParsed(text: string): string {
  return load().processor.stringify(parseLine(text)).trim().replace(/^<p>/, '').replace(/<\/p>$/, '');
}

/**
 * Every link target in one line's inline Markdown, as renderInline would write
 * it, without writing HTML: for the cross-reference check, which runs before
 * anything is compiled.
 */
export function inlineLinks(inline: InlineMarkdown): string[] {
  if ('pieces' in inline) return inline.pieces.flatMap((piece) => (piece.kind === 'link' ? [piece.href] : []));
  // A link needs "[" (inline or reference link) or "<" (autolink); most lines have neither.
  return /[[<]/.test(inline.markdown) ? inlineLinksParsed(inline.markdown) : [];
}

/** inlineLinks through the Markdown parser, whatever the text (exported for the test that both agree). */
export function inlineLinksParsed(text: string): string[] {
  const links: string[] = [];
  load().visit(parseLine(text), 'element', (node: Element) => {
    if (node.tagName === 'a' && typeof node.properties.href === 'string') links.push(node.properties.href);
  });
  return links;
}

/** The line as an HTML tree, escaped so that it stays one paragraph. */
function parseLine(text: string): HastRoot {
  const escaped = text
    .replace(/^(#{1,6}|[+*])(?=\s)/, '\\$1')
    .replace(/^>/, '\\>')
    .replace(/^(\d+)([.)])/, '$1\\$2');
  const { processor } = load();
  return processor.runSync(processor.parse(escaped)) as HastRoot;
}
