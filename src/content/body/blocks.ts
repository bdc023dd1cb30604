/** The typed blocks a post body is made of (see parse-body.ts for the rules). */
export type BodyBlock =
  | { kind: 'heading'; html: string; id: string }
  | { kind: 'subheading'; html: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'quote'; html: string; attribution?: string }
  | { kind: 'paragraph'; html: string };

/** A line's kind before inline Markdown is rendered. */
export type LineKind = 'heading' | 'subheading' | 'bullet' | 'quote' | 'paragraph';
