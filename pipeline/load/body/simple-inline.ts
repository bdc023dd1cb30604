/*
 * Most lines of a post are sentences with now and then **bold**, *italics*,
 * a [link](/path) or `code`. The Markdown parser costs about 0.2 ms for such
 * a line, which adds up over thousands of posts, so lines made only of
 * those constructs in their plainest form are read here. Anything
 * else (nesting, escapes, entities, raw HTML, titles, odd flanking) goes to
 * the parser. inline-markdown.test.ts checks that both give the same HTML and links.
 */

/** Characters that start no inline construct: no * _ [ ] < > & \ ` ~ and no tab. */
const TEXT = String.raw`[\p{L}\p{M}\p{N}\p{Zs},.;:?!'"“”‘’()/%—–\-+=#@$€£]`;
/**
 * Text inside bold, italics, link text or code: plain, starting and ending on a letter or digit,
 * maybe with a dash before (a bullet marker set in bold with the first words, "**- Mobile money** at")
 * or a dot (a domain's ending, "**.co.tz**"; BEFORE_EMPHASIS keeps that opening run an opener),
 * and a comma or stop after ("**Measure enquiries,** not"; AFTER_EMPHASIS keeps that closing run a closer).
 */
const INNER = String.raw`(?:-\p{Zs}?|\.)?[\p{L}\p{N}](?:${TEXT}*[\p{L}\p{N}])?[,.;:!?]?`;
/** Link targets the parser keeps byte for byte: a path, fragment or http(s) address without spaces, parentheses, % or &. */
const HREF = String.raw`(?:\/|#|https?:\/\/)[A-Za-z0-9\/#._~:?=-]*`;
const CONSTRUCT = new RegExp(String.raw`\*\*(${INNER})\*\*|\*(${INNER})\*|\[(${INNER})\]\((${HREF})\)|\x60(${INNER})\x60`, 'gu');
const PLAIN_RUN = new RegExp(String.raw`^${TEXT}*$`, 'u');
/** The ASCII part of TEXT: most runs are only that, and this test is several times faster than the Unicode one. */
const ASCII_PLAIN_RUN = /^[A-Za-z0-9 ,.;:?!'"()/%\-+=#@$]*$/;
/**
 * How a line may begin without being read as block syntax (a heading, list, quote, rule or fence).
 * A leading "3." or "3)" may: the parser's path escapes it (inline-markdown.ts), so it stays text there too.
 */
const SAFE_START = /^(?:[\p{L}\p{N}"'“”‘’(]|\*\*?\S|\[|`[^`])/u;
/** Around emphasis: what may come before the opening and after the closing run, so both are unambiguous. */
const BEFORE_EMPHASIS = /^$|[\p{Zs}("“‘]$/u;
const AFTER_EMPHASIS = /^(?:$|[\p{Zs}.,;:!?)"”’'])/u;

const EXTERNAL = /^https?:/;

/** One piece of a simple line: plain text, or one construct around plain text. None of it needs escaping. */
export type SimplePiece = { kind: 'text' | 'strong' | 'em' | 'code'; text: string } | { kind: 'link'; text: string; href: string };

/** The pieces of `text` when it is simple enough to read without the parser, else undefined. */
export function parseSimpleInline(text: string): SimplePiece[] | undefined {
  // Only the last character can be a trailing space (no space separator lies outside the BMP).
  if (!SAFE_START.test(text) || /\p{Zs}/u.test(text.at(-1) ?? '')) return undefined;
  // Most lines hold no construct at all: no need to look for one (about 70 ms of 1.5 s loading 4,000 posts).
  // Plain ASCII, the usual case, holds none of * [ ` either: one pass over the line answers both.
  if (ASCII_PLAIN_RUN.test(text)) return [{ kind: 'text', text }];
  if (!/[*[\x60]/.test(text)) return PLAIN_RUN.test(text) ? [{ kind: 'text', text }] : undefined;
  const pieces: SimplePiece[] = [];
  let at = 0;
  for (const match of text.matchAll(CONSTRUCT)) {
    const before = text.slice(at, match.index);
    if (!isPlain(before)) return undefined;
    if (before) pieces.push({ kind: 'text', text: before });
    const [whole, strong, em, linkText, href, code] = match;
    const end = match.index + whole.length;
    if (strong !== undefined || em !== undefined) {
      if (!BEFORE_EMPHASIS.test(text.slice(0, match.index)) || !AFTER_EMPHASIS.test(text.slice(end, end + 1))) return undefined;
      pieces.push(strong !== undefined ? { kind: 'strong', text: strong } : { kind: 'em', text: em! });
    } else if (href !== undefined) {
      // "![text](src)" is an image, not a link.
      if (text[match.index - 1] === '!') return undefined;
      pieces.push({ kind: 'link', text: linkText!, href });
    } else {
      // A backtick run next to the span would change which runs pair up.
      if (text[match.index - 1] === '`' || text[end] === '`') return undefined;
      pieces.push({ kind: 'code', text: code! });
    }
    at = end;
  }
  const rest = text.slice(at);
  if (!isPlain(rest)) return undefined;
  if (rest) pieces.push({ kind: 'text', text: rest });
  return pieces;
}

/** True when `run` holds no character that could start an inline construct (see TEXT). */
function isPlain(run: string): boolean {
  return ASCII_PLAIN_RUN.test(run) || PLAIN_RUN.test(run);
}

/** The HTML the Markdown parser would give for these pieces (external links open in a new tab). */
export function simpleInlineHtml(pieces: readonly SimplePiece[]): string {
  return pieces
    .map((piece) => {
      switch (piece.kind) {
        case 'text':
          return piece.text;
        case 'strong':
          return `<strong>${piece.text}</strong>`;
        case 'em':
          return `<em>${piece.text}</em>`;
        case 'code':
          return `<code>${piece.text}</code>`;
        case 'link':
          return EXTERNAL.test(piece.href)
            ? `<a href="${piece.href}" target="_blank" rel="noopener noreferrer">${piece.text}</a>`
            : `<a href="${piece.href}">${piece.text}</a>`;
      }
    })
    .join('');
}
