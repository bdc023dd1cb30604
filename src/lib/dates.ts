export const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * Reads a post date in either of the two formats the content uses:
 * ISO (`2024-01-15`) or English text (`May 10, 2025`). Returns the ISO date
 * (`YYYY-MM-DD`), or undefined when the text is neither or not a real day.
 */
export function parseContentDate(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return checkedDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const words = /^([A-Za-z]+)\.? (\d{1,2}), (\d{4})$/.exec(text);
  if (words) {
    const name = words[1]!.toLowerCase();
    const month = MONTHS.findIndex((m) => m === name || (name.length >= 3 && m.startsWith(name))) + 1;
    if (month > 0) return checkedDate(Number(words[3]), month, Number(words[2]));
  }
  return undefined;
}

function checkedDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The one display format for dates, whatever the source used: `15 January 2024`. */
export function formatDisplayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = MONTHS[(month ?? 1) - 1]!;
  return `${day} ${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
}
