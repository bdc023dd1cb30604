import { z } from 'zod';
import { ctaSchema, featureCardSchema, heroSchema, sectionIntroSchema, stepSchema } from './blocks.ts';
import { anchorHref, iconName, linkSchema, nonEmpty, period, stars, tsh, uniqueBy } from './common.ts';

/** A plan card of the home page's hosting section. */
export const homePlanSchema = z.strictObject({
  /** Plan name, e.g. "Economy 10GB". */
  name: nonEmpty,
  /** Price in TSh per `period`. */
  price: tsh,
  /** How often the price is paid. */
  period,
  /** Shows the 'Most Popular' badge. */
  popular: z.boolean(),
  /** Feature lines with check marks. */
  features: z.array(nonEmpty).min(1),
});
export type HomePlan = z.infer<typeof homePlanSchema>;

/** A plan card of the hosting page (#plans). */
export const hostingPlanSchema = z.strictObject({
  /** Plan name; the same names as homePlans. */
  name: nonEmpty,
  /** Starting price in TSh per `period`. */
  price: tsh,
  /** How often the price is paid. */
  period,
  /** One line on who the plan suits. */
  tagline: nonEmpty,
  /** Exactly eleven feature lines with check marks. */
  features: z.array(nonEmpty).length(11, 'expected exactly 11 features per plan'),
});
export type HostingPlan = z.infer<typeof hostingPlanSchema>;

/** An optional extra sold with hosting (#add-ons). */
export const addOnSchema = z.strictObject({
  /** Name, e.g. "Domain Registration". */
  name: nonEmpty,
  /** Price in TSh per `period`. */
  price: tsh,
  /** How often the price is paid. */
  period,
  /** What it includes. */
  description: nonEmpty,
  /** Icon on the card. */
  icon: iconName,
});
export type AddOn = z.infer<typeof addOnSchema>;

/** A customer quote on the hosting page (#testimonials). */
export const hostingTestimonialSchema = z.strictObject({
  /** Star rating. */
  stars,
  /** A short headline. */
  title: nonEmpty,
  /** The customer's words. */
  quote: nonEmpty,
  /** First name, initial and city, e.g. "Neema K., Arusha". */
  attribution: nonEmpty,
});
export type HostingTestimonial = z.infer<typeof hostingTestimonialSchema>;

/** An entry of the hosting page's in-page navigation. */
const anchorLinkSchema = z.strictObject({
  /** The pill's text. */
  label: nonEmpty,
  /** The section it scrolls to, e.g. #plans. */
  href: anchorHref,
});

/** Copy of /website-hosting-tanzania (its h1 and breadcrumbs are in pages.yaml). */
const hostingPageSchema = z.strictObject({
  /** Hero: 'View Hosting Plans' (billing site) and 'Compare Hosting Plans' (#plans). */
  hero: heroSchema,
  /** Four feature cards under the hero. */
  features: z.array(featureCardSchema).length(4, 'expected exactly 4 feature cards'),
  /** The popular-plans summary: lists the plans with 'Order Now' and 'Explore Full Hosting Plans'. */
  popularSummary: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Its buttons. */
    actions: z.array(linkSchema).min(1).max(3),
  }),
  /** In-page navigation: Plans, Add-ons, Process, Testimonials, Contact. */
  anchors: z.array(anchorLinkSchema).min(1),
  /** The plan cards section (#plans). */
  plansSection: z.strictObject({
    /** Heading and intro. */
    intro: sectionIntroSchema,
    /** Each card's order button (opens the hosting store). */
    orderLabel: nonEmpty,
    /** Small print under the cards (renewal, domain terms). */
    note: nonEmpty,
  }),
  /** The testimonials section (#testimonials). */
  testimonialsSection: sectionIntroSchema,
  /** The add-ons section (#add-ons). */
  addOnsSection: sectionIntroSchema,
  /** The setup process section (#process). */
  processSection: sectionIntroSchema,
  /** The four setup steps. */
  steps: z.array(stepSchema).length(4, 'expected exactly 4 steps'),
  /** Closing band (#contact): 'Start Your Hosting Today' and a contact-support button. */
  cta: ctaSchema,
});

/** `content/hosting.yaml`: hosting plans, add-ons, hosting testimonials and the hosting page's copy. */
export const hostingSchema = z
  .strictObject({
    /** Badge on the popular plan, e.g. 'Most Popular'. */
    popularLabel: nonEmpty,
    /** The three plans of the home page's hosting section. */
    homePlans: z.array(homePlanSchema).length(3, 'expected exactly 3 home plans').superRefine(uniqueBy((plan) => plan.name, 'plan name')),
    /** The three plan cards of the hosting page. */
    plans: z.array(hostingPlanSchema).length(3, 'expected exactly 3 plans').superRefine(uniqueBy((plan) => plan.name, 'plan name')),
    /** Name of the plan badged 'Most Popular' on the hosting page. */
    popularPlan: nonEmpty,
    /** The add-ons grid. */
    addOns: z.array(addOnSchema).length(4, 'expected exactly 4 add-ons'),
    /** The hosting page's three testimonial cards. */
    testimonials: z.array(hostingTestimonialSchema).length(3, 'expected exactly 3 testimonials'),
    /** The hosting page's copy. */
    page: hostingPageSchema,
  })
  .superRefine((hosting, ctx) => {
    if (!hosting.plans.some((plan) => plan.name === hosting.popularPlan)) {
      ctx.addIssue({ code: 'custom', path: ['popularPlan'], message: `'${hosting.popularPlan}' is not the name of one of the plans` });
    }
    // The home page and the hosting page sell the same plans: names and prices must agree.
    hosting.homePlans.forEach((home, i) => {
      const same = hosting.plans.find((plan) => plan.name === home.name);
      if (!same) ctx.addIssue({ code: 'custom', path: ['homePlans', i, 'name'], message: `no plan named '${home.name}' in plans` });
      else if (same.price !== home.price || same.period !== home.period) {
        ctx.addIssue({ code: 'custom', path: ['homePlans', i, 'price'], message: `price differs from plans' '${home.name}' (${same.price} per ${same.period})` });
      }
      if (home.popular !== (home.name === hosting.popularPlan)) {
        ctx.addIssue({ code: 'custom', path: ['homePlans', i, 'popular'], message: `popular must be true only for popularPlan '${hosting.popularPlan}'` });
      }
    });
  });

export type Hosting = z.infer<typeof hostingSchema>;
