import type { z } from 'zod';

/**
 * Gives a zod schema the description its doc comment carries (the loader in
 * doc-comments.ts wraps each documented field and constant in a call to
 * this). Anything that is not a zod schema passes through unchanged.
 */
export function describeFromComment<T>(value: T, description: string): T {
  const schema = value as unknown as Partial<z.ZodType>;
  if (typeof schema !== 'object' || schema === null || typeof schema.meta !== 'function' || !('_zod' in schema)) return value;
  return schema.meta({ description }) as T;
}
