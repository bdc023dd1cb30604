import { entryScripts } from '../../pipeline/emit/client-chunks';

/** The browser entry as Vite serves it in dev (index.html's script). */
export const DEV_ENTRY = '/src/islands/client.ts';

/**
 * The built page template with the entry script served by Vite instead of
 * the built one: same tags in the same places, so a page in dev differs
 * from the built page only in that address and in the scripts Vite adds
 * (its client and React's refresh preamble).
 */
export function devTemplate(builtTemplate: string): string {
  const [entry] = entryScripts(builtTemplate);
  if (!entry) throw new Error('The built page template loads no entry script');
  return builtTemplate.replace(`src="${entry}"`, `src="${DEV_ENTRY}"`);
}
