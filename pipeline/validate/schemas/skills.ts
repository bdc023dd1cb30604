import { z } from 'zod';
import { iconName, nonEmpty, slug, uniqueBy } from './common.ts';

/** One group of skill chips in the home page's skills section. */
export const skillGroupSchema = z.strictObject({
  /** Stable identifier, e.g. hosting-servers. */
  id: slug,
  /** The group's heading, e.g. "Hosting & Servers". */
  title: nonEmpty,
  /** Icon beside the heading. */
  icon: iconName,
  /** The chips, in order. */
  skills: z.array(nonEmpty).min(1, 'expected at least one skill'),
});
export type SkillGroup = z.infer<typeof skillGroupSchema>;

/** `content/skills.yaml`: the six skill groups of the home page. */
export const skillsSchema = z.strictObject({
  /** The groups, in display order. */
  groups: z
    .array(skillGroupSchema)
    .length(6, 'expected exactly 6 skill groups')
    .superRefine(uniqueBy((group) => group.id, 'id')),
});
export type Skills = z.infer<typeof skillsSchema>;
