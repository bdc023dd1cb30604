import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineLinks, inlineLinksParsed, parseInline, renderInline, renderInlineParsed } from './inline-markdown.ts';
import { parseSimpleInline, simpleInlineHtml } from './simple-inline.ts';

/** Every body line of the site's posts, and lines written to sit on the edge of plain text. */
const postLines = readdirSync('content/posts')
  .filter((name) => name.endsWith('.md'))
  .flatMap((name) => readFileSync(`content/posts/${name}`, 'utf8').split('\n').slice(1))
  .map((line) => line.trim())
  .filter(Boolean);
const edgeLines = [
  'Hosting from TSh 150,000 a year (SSL included).',
  'Step 1: Decide what the site must do',
  'Visit https://example.com/path?x=1 for details',
  'Two  spaces  inside, and #hash, +plus, -minus = sums @ 100% $5 €4 £3',
  '2024 was a good year',
  '3. Launch and measure',
  '12) Twelve',
  '"Orders doubled in three months." — Amina, Shop 4, Arusha',
  '‘Quoted’ and “quoted” – dashes — everywhere!',
  'Ni vizuri sana; karibu Dar es Salaam?',
  'Café déjà vu naïve',
  'ends with a space ',
  ' starts with a space',
  '# Heading-like',
  '- dash start',
  '+ plus start',
  '> quote start',
  '= equals start',
  'A & B',
  'a < b',
  'snake_case and *stars*',
  'back\\slash',
  'tilde ~strike~',
  'tab\tinside',
  'An emoji 🚀 here',
  '(Parenthesised) start',
  'Mwanza:',
  'x',
  'See **this** and [our services](/services).',
  '**Bold** start and *italic* end*',
  '*Italic* start',
  'word**bold**word',
  '**bold**.',
  'a **b ** c',
  'Read [the guide](https://example.com/a?b=c#d) today',
  '![img](/x.png)',
  '[a](/x "title")',
  '`code` and `more  spaced`',
  '**a** **b**',
  '***both***',
  '**a*b**',
  '_under_ and __double__',
  '[x]: /url',
  '[text](/path) (in brackets)',
  '(**bold**) and "**quoted**"',
  'Costs **TSh 150,000** a year',
  '**3. Launch**',
  '* not a list',
  '** bold**',
  '[**bold link**](/x)',
  'email [me](mailto:x@y.z)',
  'snake *a*b',
  'Go to [Blog](/blog/) or [top](#top)',
  'Emoji 🚀 **bold**',
  '[Prices](/pricing%20list)',
  'A [link](/a&b)',
  'An autolink <https://example.com/x> here',
  'Mail <hello@example.co.tz> today',
  'Raw <a href="/x">html</a> link',
  'Escaped \\[not](/a link)',
  '**- Mobile money** at checkout',
  '**-Mobile money** at checkout',
  'A **- bold dash** inside, *- an italic one* too',
  'a**- b** c',
  '**- ** b',
  '**-** b',
  '**-- a** b',
  '(**- a**) b',
  '[- a](/x) and `- code`',
  '*- a*b',
  '**- Measure enquiries,** not visits',
  '**Stop.** Then *go!* and *ask?*, **a;**b, **a:**) and **a,**,',
  '[text,](/x) and `code.` and `a,`b',
  '**a,**b',
  '*a.*b c',
  'Register a **.co.tz** domain (or .or.tz for an NGO)',
  'a**.co.tz** b',
  '**.co.tz.** and *.or.tz*, [.com](/x), `.env`',
  '**.** and **. a** and **..tz** and *.* b',
  '(**.tz**) "*.go.tz*"',
];

describe('renderInline', () => {
  it('renders plain lines exactly as the Markdown parser does, and finds the same links', () => {
    for (const line of [...postLines, ...edgeLines]) {
      expect(renderInline(parseInline(line)), line).toBe(renderInlineParsed(line));
      expect(inlineLinks(parseInline(line)), line).toEqual(inlineLinksParsed(line));
    }
  });

  it('renders bold, italics, links and code exactly as the Markdown parser does, in any mix', () => {
    const pieces = ['word', ' ', '**b c**', '*i*', '**.co.tz**', '*.tz*', '[l](/p)', '[x](https://e.co/a)', '`c`', '.', '(', ')', '"', '!', ':', '3.', '#', '*', '_', '-', '**', '[', ']'];
    let seed = 11;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let i = 0; i < 3000; i += 1) {
      const line = Array.from({ length: 1 + next(6) }, () => pieces[next(pieces.length)]).join('').trim();
      if (!line) continue;
      expect(renderInline(parseInline(line)), line).toBe(renderInlineParsed(line));
      expect(inlineLinks(parseInline(line)), line).toEqual(inlineLinksParsed(line));
    }
  });

  it('renders the usual sentence with bold and a link without the parser', () => {
    const paragraph =
      'Businesses in Arusha that invest in a fast, clear website see more enquiries. We look at **Web Hosting** in practice, with costs in TSh. See [our services](/services) for details.';
    const pieces = parseSimpleInline(paragraph);
    expect(pieces && simpleInlineHtml(pieces)).toBe(renderInlineParsed(paragraph));
    expect(renderInlineParsed(paragraph)).toContain('<strong>Web Hosting</strong>');
    expect(inlineLinks(parseInline(paragraph))).toEqual(['/services']);
  });

  it('still parses bold, links, code and escapes', () => {
    const line = 'See **this** and [our services](/services), `code`, A & B < C';
    expect(renderInline(parseInline(line))).toBe('See <strong>this</strong> and <a href="/services">our services</a>, <code>code</code>, A &#x26; B &#x3C; C');
    expect(inlineLinks(parseInline(line))).toEqual(['/services']);
  });

  it('keeps a leading "3." or "#" as text, not a list or heading', () => {
    expect(renderInline(parseInline('3. Launch'))).toBe('3. Launch');
    expect(renderInline(parseInline('# Not a heading'))).toBe('# Not a heading');
  });
});
