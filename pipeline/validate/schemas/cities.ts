import { z } from 'zod';
import { internalHref, nonEmpty, uniqueBy } from './common.ts';

/** A city in the services page's 'Website Design {city}' list. */
export const citySchema = z.strictObject({
  /** The city's name, put into `labelTemplate`. */
  name: nonEmpty,
  /** A page about this city, when there is one (the label becomes a link). */
  href: internalHref.optional(),
});
export type City = z.infer<typeof citySchema>;

/** `content/cities.yaml`: the cities served and how each is labelled. */
export const citiesSchema = z.strictObject({
  /** Label of each city; {city} is replaced by its name, e.g. 'Website Design {city}'. */
  labelTemplate: z.string().trim().includes('{city}', { message: 'the template must contain {city}' }),
  /** The cities, in display order. */
  cities: z.array(citySchema).min(1).superRefine(uniqueBy((city) => city.name, 'city')),
});
export type Cities = z.infer<typeof citiesSchema>;
