import { describe, expect, it } from 'vitest';
import { classifyLine, splitQuote } from './classify-line.ts';
import { parseBody } from './parse-body.ts';
import { renderBody } from '../../compile/render-body.ts';

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

  it('turns lines into typed blocks of inline Markdown and joins consecutive bullets into one list', () => {
    const text = (t: string) => ({ kind: 'text', text: t });
    expect(parsed.blocks).toEqual([
      { kind: 'subheading', inline: { pieces: [text('Why speed matters:')] } },
      { kind: 'paragraph', inline: { pieces: [text('A slow site loses '), { kind: 'strong', text: 'customers' }, text(' to competitors.')] } },
      {
        kind: 'list',
        items: [{ pieces: [text('Free SSL')] }, { pieces: [text('Daily backups with '), { kind: 'link', text: 'our hosting', href: '/website-hosting-tanzania' }] }],
      },
      { kind: 'heading', inline: { pieces: [text('Step 1: Pick a plan')] }, id: 'step-1-pick-a-plan' },
      { kind: 'heading', inline: { pieces: [text('Step 1: Pick a plan')] }, id: 'step-1-pick-a-plan-2' },
      { kind: 'quote', inline: { pieces: [text('Fast and friendly.')] }, attribution: 'Neema, Arusha' },
    ]);
  });
  it('keeps a line the simple reader does not take as Markdown for the parser', () => {
    expect(parseBody('Step 2: Hosting & domains').blocks).toEqual([{ kind: 'heading', inline: { markdown: 'Step 2: Hosting & domains' }, id: 'step-2-hosting-domains' }]);
  });
  it('records links with their line and counts words', () => {
    expect(parsed.links).toEqual([{ href: '/website-hosting-tanzania', line: 4 }]);
    expect(parsed.wordCount).toBe(34);
  });
  it('records links the Markdown parser finds on lines it must parse', () => {
    expect(parseBody('Hello\n1. See [the **guide**](/blog) and <https://example.com>').links).toEqual([
      { href: '/blog', line: 1 },
      { href: 'https://example.com', line: 1 },
    ]);
  });
});

describe('renderBody', () => {
  const render = (body: string) => renderBody(parseBody(body).blocks);

  it('renders inline Markdown and keeps no wrapping paragraph', () => {
    expect(render('A slow site loses **customers** to competitors.')).toEqual([{ kind: 'paragraph', html: 'A slow site loses <strong>customers</strong> to competitors.' }]);
    expect(render('- Free SSL\n- Daily backups with [our hosting](/website-hosting-tanzania)')).toEqual([
      { kind: 'list', items: ['Free SSL', 'Daily backups with <a href="/website-hosting-tanzania">our hosting</a>'] },
    ]);
    expect(render('Client testimony: "**Fast** and friendly." — Neema, Arusha')).toEqual([
      { kind: 'quote', html: '<strong>Fast</strong> and friendly.', attribution: 'Neema, Arusha' },
    ]);
  });
  it('opens external links in a new tab and escapes HTML in text', () => {
    expect(render('See [the docs](https://example.com) & <b>this</b>')).toEqual([
      { kind: 'paragraph', html: 'See <a href="https://example.com" target="_blank" rel="noopener noreferrer">the docs</a> &#x26; this' },
    ]);
  });
  it('keeps bold at the start of a line, but no Markdown block syntax', () => {
    expect(render('**Tip**: back up daily.')).toEqual([{ kind: 'paragraph', html: '<strong>Tip</strong>: back up daily.' }]);
    expect(render('* not a list')).toEqual([{ kind: 'paragraph', html: '* not a list' }]);
    expect(render('# not a heading')).toEqual([{ kind: 'paragraph', html: '# not a heading' }]);
    expect(render('> not a quote')).toEqual([{ kind: 'paragraph', html: '> not a quote' }]);
  });
  it('does not let a heading line become a Markdown list', () => {
    expect(render('2. Choose a host')).toEqual([{ kind: 'heading', html: '2. Choose a host', id: '2-choose-a-host' }]);
  });
});
