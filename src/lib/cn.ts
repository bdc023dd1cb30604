import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No conflict resolution on purpose (it would ship a
 * 9 KB merger to every page): components expose variants and props for what
 * callers may change, and callers never pass a utility that fights a base one.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
