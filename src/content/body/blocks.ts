/** A post body's blocks as loaded (see parse-body.ts for the rules): each holds its line's inline Markdown. */
export type ParsedBlock =
  | { kind: 'heading'; text: string; id: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'quote'; text: string; attribution?: string }
  | { kind: 'paragraph'; text: string };

/** The same blocks as compiled for the page (see render-body.ts): the inline Markdown rendered to HTML. */
export type BodyBlock =
  | { kind: 'heading'; html: string; id: string }
  | { kind: 'subheading'; html: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'quote'; html: string; attribution?: string }
  | { kind: 'paragraph'; html: string };

/** A line's kind before it becomes a block. */
export type LineKind = 'heading' | 'subheading' | 'bullet' | 'quote' | 'paragraph';
