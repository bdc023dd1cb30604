import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 800;
  style: 'normal';
}

/**
 * Inter from the @fontsource/inter package (no network): the WOFF files,
 * which satori reads (it cannot read WOFF2). Latin and Latin Extended cover
 * English, Swahili and names with accents.
 */
export function cardFonts(): CardFont[] {
  const weights = [400, 800] as const;
  return weights.flatMap((weight) =>
    ['latin', 'latin-ext'].map((subset) => ({
      name: 'Inter',
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
}
