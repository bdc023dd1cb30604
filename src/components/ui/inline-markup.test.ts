import { describe, expect, it } from 'vitest';
import { splitBold } from './inline-markup';

describe('splitBold', () => {
  it('keeps plain text as one part', () => {
    expect(splitBold('Free SSL')).toEqual([{ text: 'Free SSL', bold: false }]);
  });

  it('marks the text between double asterisks as bold', () => {
    expect(splitBold('Up to **50 pages** with a blog')).toEqual([
      { text: 'Up to ', bold: false },
      { text: '50 pages', bold: true },
      { text: ' with a blog', bold: false },
    ]);
  });

  it('handles several bold runs and bold at the edges', () => {
    expect(splitBold('**Free** domain and **15GB**')).toEqual([
      { text: 'Free', bold: true },
      { text: ' domain and ', bold: false },
      { text: '15GB', bold: true },
    ]);
  });

  it('leaves an unclosed marker as literal text', () => {
    expect(splitBold('5 ** stars')).toEqual([{ text: '5 ** stars', bold: false }]);
  });
});
