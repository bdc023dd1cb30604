import { describe, expect, it } from 'vitest';
import { classifyLine, splitQuote } from './classify-line';
import { parseBody } from './parse-body';

describe('classifyLine: one rule each', () => {
  it.each([
    ['Step 1: Register your domain', 'heading'],
    ['Step 12 Launch', 'heading'],
    ['3. Optimise your images', 'heading'],
    ['What you need before you start:', 'subheading'],
    ['- Free SSL certificate', 'bullet'],
    ['Client testimony: "Sales doubled." — Amina, Kariakoo Shop, Dar es Salaam', 'quote'],
    ['A fast site keeps visitors.', 'paragraph'],
  ])('%s → %s', (line, kind) => {
    expect(classifyLine(line)).toBe(kind);
  });
});

describe('classifyLine: overlapping rules', () => {
  it('a bullet wins over every other rule', () => {
    expect(classifyLine('- Step 1: check:')).toBe('bullet');
    expect(classifyLine('- Client testimony: "x"')).toBe('bullet');
  });
  it('a quote wins over heading and subheading', () => {
    expect(classifyLine('Step 2 Client testimony: "Great":')).toBe('quote');
  });
  it('a heading ending with a colon stays a heading', () => {
    expect(classifyLine('Step 2: Choose a plan:')).toBe('heading');
    expect(classifyLine('4. Before launch:')).toBe('heading');
  });
  it('prose that merely starts like a heading stays a paragraph', () => {
    expect(classifyLine('Stepping up your marketing pays off.')).toBe('paragraph');
    expect(classifyLine('3.5 million Tanzanians shop online.')).toBe('paragraph');
    expect(classifyLine('2025 was a strong year.')).toBe('paragraph');
    expect(classifyLine('Steps matter.')).toBe('paragraph');
  });
  it('a dash without a space is not a bullet', () => {
    expect(classifyLine('-10% off this month')).toBe('paragraph');
  });
});

describe('splitQuote', () => {
  it('separates the quoted words from the attribution', () => {
    expect(splitQuote('Client testimony: "Our orders doubled." — Amina, Kariakoo Shop, Dar es Salaam')).toEqual({
      text: 'Our orders doubled.',
      attribution: 'Amina, Kariakoo Shop, Dar es Salaam',
    });
  });
  it('keeps a quote without attribution whole', () => {
    expect(splitQuote('Client testimony: Our orders doubled.')).toEqual({ text: 'Our orders doubled.' });
  });
});

describe('parseBody', () => {
  const body = [
    'Why speed matters:',
    'A slow site loses **customers** to competitors.',
    '',
    '- Free SSL',
    '- Daily backups with [our hosting](/website-hosting-tanzania)',
    'Step 1: Pick a plan',
    'Step 1: Pick a plan',
    'Client testimony: "Fast and friendly." — Neema, Arusha',
  ].join('\n');
  const parsed = parseBody(body);

  it('turns lines into typed blocks and joins consecutive bullets into one list', () => {
    expect(parsed.blocks.map((b) => b.kind)).toEqual(['subheading', 'paragraph', 'list', 'heading', 'heading', 'quote']);
    const list = parsed.blocks[2];
    expect(list?.kind === 'list' && list.items).toEqual([
      'Free SSL',
      'Daily backups with <a href="/website-hosting-tanzania">our hosting</a>',
    ]);
  });
  it('renders inline Markdown and keeps no wrapping paragraph', () => {
    expect(parsed.blocks[1]).toEqual({ kind: 'paragraph', html: 'A slow site loses <strong>customers</strong> to competitors.' });
  });
  it('gives headings unique ids', () => {
    const ids = parsed.blocks.filter((b) => b.kind === 'heading').map((b) => (b.kind === 'heading' ? b.id : ''));
    expect(ids).toEqual(['step-1-pick-a-plan', 'step-1-pick-a-plan-2']);
  });
  it('records links with their line and counts words', () => {
    expect(parsed.links).toEqual([{ href: '/website-hosting-tanzania', line: 4 }]);
    expect(parsed.wordCount).toBe(34);
  });
  it('opens external links in a new tab and escapes HTML in text', () => {
    const [block] = parseBody('See [the docs](https://example.com) & <b>this</b>').blocks;
    expect(block).toEqual({
      kind: 'paragraph',
      html: 'See <a href="https://example.com" target="_blank" rel="noopener noreferrer">the docs</a> &#x26; this',
    });
  });
  it('keeps bold at the start of a line, but no Markdown block syntax', () => {
    expect(parseBody('**Tip**: back up daily.').blocks[0]).toEqual({ kind: 'paragraph', html: '<strong>Tip</strong>: back up daily.' });
    expect(parseBody('* not a list').blocks[0]).toEqual({ kind: 'paragraph', html: '* not a list' });
    expect(parseBody('# not a heading').blocks[0]).toEqual({ kind: 'paragraph', html: '# not a heading' });
    expect(parseBody('> not a quote').blocks[0]).toEqual({ kind: 'paragraph', html: '> not a quote' });
  });
  it('does not let a heading line become a Markdown list', () => {
    const [block] = parseBody('2. Choose a host').blocks;
    expect(block).toEqual({ kind: 'heading', html: '2. Choose a host', id: '2-choose-a-host' });
  });
});
