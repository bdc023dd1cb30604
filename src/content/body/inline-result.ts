/** One line's inline Markdown rendered to HTML, by either renderer (the fast path or the parser). */
export interface InlineResult {
  html: string;
  /** Every link target in the text, for the cross-reference check. */
  links: string[];
}
