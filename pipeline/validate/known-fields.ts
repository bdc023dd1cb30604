import type { z } from 'zod';
import type { FieldPath } from '../load/yaml-source.ts';

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; valueType?: z.ZodType; options?: z.ZodType[]; getter?: () => z.ZodType };

/**
 * The field names the object at `path` inside `schema` accepts, for "did you
 * mean" hints. Follows arrays, records, optional and transformed schemas;
 * for a union, the names of every object it may be.
 */
export function knownFieldsAt(schema: z.ZodType, path: FieldPath): string[] {
  const found = new Set<string>();
  collect(schema, path, found);
  return [...found];
}

function collect(schema: z.ZodType | undefined, path: FieldPath, found: Set<string>): void {
  if (!schema) return;
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const [head, ...rest] = path;
  switch (def.type) {
    case 'object':
      if (head === undefined) for (const key of Object.keys(def.shape ?? {})) found.add(key);
      else collect(def.shape?.[String(head)], rest, found);
      return;
    case 'array':
      if (typeof head === 'number') collect(def.element, rest, found);
      return;
    case 'record':
      if (head !== undefined) collect(def.valueType, rest, found);
      return;
    case 'union':
      for (const option of def.options ?? []) collect(option, path, found);
      return;
    case 'pipe':
      collect(def.in, path, found);
      return;
    case 'lazy':
      collect(def.getter?.(), path, found);
      return;
    default:
      collect(def.innerType, path, found);
  }
}

/**
 * The known name closest to a mistyped one, when it is close enough to be
 * the likely intent: at most a third of the letters differ (two at least),
 * or the names differ only in case.
 */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = candidate.toLowerCase() === name.toLowerCase() ? 0 : editDistance(name, candidate);
    if (!best || distance < best.distance) best = { name: candidate, distance };
  }
  const allowed = Math.max(2, Math.floor(Math.max(name.length, 1) / 3));
  return best && best.distance <= allowed ? best.name : undefined;
}

/** Levenshtein distance with adjacent swaps counted once ("emial" → "email" is 1). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
    }
  }
  return rows[a.length]![b.length]!;
}
