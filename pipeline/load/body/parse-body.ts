import type { InlineMarkdown, ParsedBlock } from './blocks.ts';
import { classifyLine, splitQuote } from './classify-line.ts';
import { inlineLinks, parseInline } from './inline-markdown.ts';

export interface ParsedBody {
  blocks: ParsedBlock[];
  /** Link targets with the 0-based body line they appear on. */
  links: { href: string; line: number }[];
  /** Words of visible text, for the computed read time. */
  wordCount: number;
}

/**
 * Turns a line-pattern body into typed blocks; consecutive bullets form one
 * list. Inline Markdown stays Markdown (compile renders it); its links are
 * read here for the cross-reference check.
 */
export function parseBody(body: string): ParsedBody {
  const blocks: ParsedBlock[] = [];
  const links: ParsedBody['links'] = [];
  const usedIds = new Set<string>();
  let wordCount = 0;
  // A string split is cheaper than a pattern split; loaded posts have their CRLFs made LFs already.
  const lines = body.includes('\r') ? body.split(/\r?\n/) : body.split('\n');
  // One reader for every line (a closure made per line cost about 50 ms over 4,000 posts).
  let index = 0;
  const readInline = (text: string): InlineMarkdown => {
    const inline = parseInline(text);
    for (const href of inlineLinks(inline)) links.push({ href, line: index });
    return inline;
  };
  for (; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    if (!line) continue;
    wordCount += countWords(line);
    const kind = classifyLine(line);
    if (kind === 'bullet') {
      const item = readInline(line.slice(2).trim());
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if (kind === 'quote') {
      const { text, attribution } = splitQuote(line);
      blocks.push(attribution ? { kind: 'quote', inline: readInline(text), attribution } : { kind: 'quote', inline: readInline(text) });
    } else if (kind === 'heading') {
      blocks.push({ kind: 'heading', inline: readInline(line), id: uniqueId(slugify(line), usedIds) });
    } else {
      blocks.push({ kind, inline: readInline(line) });
    }
  }
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

const LINK = /\[([^\]]*)\]\([^)]*\)/g;

/** Words a reader reads: link text but not URLs, no bullet markers or dashes. */
function countWords(line: string): number {
  const visible = line.includes('[') ? line.replace(LINK, '$1') : line;
  // Splitting on every space and testing each word against Unicode classes is slow: most lines are ASCII, counted by hand.
  if (/[\u0080-\uffff]/.test(visible)) return visible.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return countAsciiWords(visible);
}

/** The same count for an ASCII line: runs between whitespace (\s in ASCII: tab to carriage return, space) that hold a letter or digit. */
function countAsciiWords(line: string): number {
  let count = 0;
  let hasWord = false;
  for (let i = 0; i < line.length; i += 1) {
    const code = line.charCodeAt(i);
    if (code === 32 || (code >= 9 && code <= 13)) {
      if (hasWord) count += 1;
      hasWord = false;
    } else if ((code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122)) {
      hasWord = true;
    }
  }
  return hasWord ? count + 1 : count;
}
