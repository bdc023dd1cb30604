import type { LineKind } from './blocks.ts';

const QUOTE_MARKER = 'Client testimony:';
const HEADING = /^(?:Step\s+\d+\b|\d+\.\s)/;

/**
 * Classifies one trimmed, non-empty body line by the spec's line patterns.
 * Where patterns overlap, the first rule below wins:
 *   1. bullet      starts with "- "            ("- Step 1 done:" is a bullet)
 *   2. quote       contains "Client testimony:" (wins over heading/subheading)
 *   3. heading     starts with "Step <n>" or "<n>. " ("Step 2: Pay:" is a heading)
 *   4. subheading  ends with ":"
 *   5. paragraph   anything else
 * "Step" must be followed by a number and a number by ". ", so prose such as
 * "Stepping up…" or "3.5 million users…" stays a paragraph.
 */
export function classifyLine(line: string): LineKind {
  if (line.startsWith('- ')) return 'bullet';
  if (line.includes(QUOTE_MARKER)) return 'quote';
  if (HEADING.test(line)) return 'heading';
  if (line.endsWith(':')) return 'subheading';
  return 'paragraph';
}

/** Splits a quote line into the quoted text and the attribution after a dash, if any. */
export function splitQuote(line: string): { text: string; attribution?: string } {
  const body = line.slice(line.indexOf(QUOTE_MARKER) + QUOTE_MARKER.length).trim();
  const match = /^(.*?["”])\s*[—–-]{1,2}\s*(.+)$/.exec(body);
  const text = stripQuotes(match ? match[1]! : body);
  return match ? { text, attribution: match[2]!.trim() } : { text };
}

function stripQuotes(text: string): string {
  return text.replace(/^["“]\s*/, '').replace(/\s*["”]$/, '');
}
