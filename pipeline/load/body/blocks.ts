import type { SimplePiece } from './simple-inline.ts';

/** One line's inline Markdown as read at load: the simple reader's pieces, or the text the Markdown parser renders. */
export type InlineMarkdown = { pieces: SimplePiece[] } | { markdown: string };

/** A post body's blocks as loaded (see parse-body.ts for the rules): inline Markdown, not yet HTML. */
export type ParsedBlock =
  | { kind: 'heading'; inline: InlineMarkdown; id: string }
  | { kind: 'subheading'; inline: InlineMarkdown }
  | { kind: 'list'; items: InlineMarkdown[] }
  | { kind: 'quote'; inline: InlineMarkdown; attribution?: string }
  | { kind: 'paragraph'; inline: InlineMarkdown };

/** The same blocks as compiled for the page (see render-body.ts): the inline Markdown rendered to HTML. */
export type BodyBlock =
  | { kind: 'heading'; html: string; id: string }
  | { kind: 'subheading'; html: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'quote'; html: string; attribution?: string }
  | { kind: 'paragraph'; html: string };

/** A line's kind before it becomes a block. */
export type LineKind = 'heading' | 'subheading' | 'bullet' | 'quote' | 'paragraph';
