import type { SectionIntro } from '../../../pipeline/validate/schemas/blocks';

/** A content section intro (eyebrow, heading, intro) as the props of `Section`. */
export function introProps(intro: SectionIntro): { eyebrow?: string; heading: string; lead?: string } {
  return { eyebrow: intro.eyebrow, heading: intro.heading, lead: intro.intro };
}
