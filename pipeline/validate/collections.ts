import type { z } from 'zod';
import { aboutSchema } from './schemas/about';
import { businessSolutionsSchema } from './schemas/business-solutions';
import { citiesSchema } from './schemas/cities';
import { designPackagesSchema } from './schemas/design-packages';
import { faqsSchema } from './schemas/faqs';
import { homeSchema } from './schemas/home';
import { hostingSchema } from './schemas/hosting';
import { landingPagesSchema } from './schemas/landing-pages';
import { navigationSchema } from './schemas/navigation';
import { pagesSchema } from './schemas/pages';
import { portfolioSchema } from './schemas/portfolio';
import { privacySchema } from './schemas/privacy';
import { seoSchema } from './schemas/seo';
import { seoPackagesSchema } from './schemas/seo-packages';
import { servicesSchema } from './schemas/services';
import { siteSchema } from './schemas/site';
import { skillsSchema } from './schemas/skills';
import { tagServicesSchema } from './schemas/tag-services';
import { testimonialsSchema } from './schemas/testimonials';
import { websiteDesignSchema } from './schemas/website-design';
import { websitePackagesSchema } from './schemas/website-packages';

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
