import { describe, expect, it } from 'vitest';
import { visiblePages } from './blog-pagination';

describe('visiblePages', () => {
  it('lists every page when there are few', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  });
  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(visiblePages(50, 167)).toEqual([1, null, 48, 49, 50, 51, 52, null, 167]);
    expect(visiblePages(1, 167)).toEqual([1, 2, 3, null, 167]);
  });
});
