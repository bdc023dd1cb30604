import type { z } from 'zod';
import { aboutSchema } from './schemas/about.ts';
import { businessSolutionsSchema } from './schemas/business-solutions.ts';
import { citiesSchema } from './schemas/cities.ts';
import { designPackagesSchema } from './schemas/design-packages.ts';
import { faqsSchema } from './schemas/faqs.ts';
import { homeSchema } from './schemas/home.ts';
import { hostingSchema } from './schemas/hosting.ts';
import { landingPagesSchema } from './schemas/landing-pages.ts';
import { navigationSchema } from './schemas/navigation.ts';
import { pagesSchema } from './schemas/pages.ts';
import { portfolioSchema } from './schemas/portfolio.ts';
import { privacySchema } from './schemas/privacy.ts';
import { seoSchema } from './schemas/seo.ts';
import { seoPackagesSchema } from './schemas/seo-packages.ts';
import { servicesSchema } from './schemas/services.ts';
import { siteSchema } from './schemas/site.ts';
import { skillsSchema } from './schemas/skills.ts';
import { tagServicesSchema } from './schemas/tag-services.ts';
import { testimonialsSchema } from './schemas/testimonials.ts';
import { websiteDesignSchema } from './schemas/website-design.ts';
import { websitePackagesSchema } from './schemas/website-packages.ts';

/** Every YAML file in content/ and the schema that validates it. The key names the module the app imports (virtual:site-data/<key>, typed in src/site-data.d.ts). */
export const collections = {
  site: { file: 'site.yaml', schema: siteSchema },
  pages: { file: 'pages.yaml', schema: pagesSchema },
  navigation: { file: 'navigation.yaml', schema: navigationSchema },
  home: { file: 'home.yaml', schema: homeSchema },
  skills: { file: 'skills.yaml', schema: skillsSchema },
  portfolio: { file: 'portfolio.yaml', schema: portfolioSchema },
  testimonials: { file: 'testimonials.yaml', schema: testimonialsSchema },
  hosting: { file: 'hosting.yaml', schema: hostingSchema },
  designPackages: { file: 'design-packages.yaml', schema: designPackagesSchema },
  websitePackages: { file: 'website-packages.yaml', schema: websitePackagesSchema },
  seoPackages: { file: 'seo-packages.yaml', schema: seoPackagesSchema },
  faqs: { file: 'faqs.yaml', schema: faqsSchema },
  services: { file: 'services.yaml', schema: servicesSchema },
  websiteDesign: { file: 'website-design.yaml', schema: websiteDesignSchema },
  seo: { file: 'seo.yaml', schema: seoSchema },
  cities: { file: 'cities.yaml', schema: citiesSchema },
  businessSolutions: { file: 'business-solutions.yaml', schema: businessSolutionsSchema },
  about: { file: 'about.yaml', schema: aboutSchema },
  landingPages: { file: 'landing-pages.yaml', schema: landingPagesSchema },
  tagServices: { file: 'tag-services.yaml', schema: tagServicesSchema },
  privacy: { file: 'privacy.yaml', schema: privacySchema },
} as const;

export type CollectionKey = keyof typeof collections;

/** Every collection's validated data, by key. */
export type Collections = { [K in CollectionKey]: z.output<(typeof collections)[K]['schema']> };
