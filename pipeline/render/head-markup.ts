import type { PageHead } from '../compile/seo/page-head.ts';

/** Attribute values and the title, escaped as the head tags have always been written. */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** JSON inside <script> must not close the element early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

type Attributes = Record<string, string>;
const attributes = (attrs: Attributes) => Object.entries(attrs).map(([name, value]) => ` ${name}="${escape(value)}"`).join('');
const meta = (attrs: Attributes) => `<meta${attributes(attrs)}/>`;

/**
 * A page's head tags from its head data: title, description, canonical,
 * Open Graph (with the image's size and alt), Twitter, place, article and
 * JSON-LD. Title first, then the meta tags, the canonical link and the
 * JSON-LD scripts, in that order.
 */
export function headMarkup(head: PageHead): string {
  const metas: Attributes[] = [
    { name: 'description', content: head.description },
    ...(head.keywords.length > 0 ? [{ name: 'keywords', content: head.keywords.join(', ') }] : []),
    ...(head.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { property: 'og:type', content: head.ogType },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    ...(head.canonical ? [{ property: 'og:url', content: head.canonical }] : []),
    { property: 'og:image', content: head.ogImage.url },
    { property: 'og:image:width', content: String(head.ogImage.width) },
    { property: 'og:image:height', content: String(head.ogImage.height) },
    { property: 'og:image:alt', content: head.ogImage.alt },
    { property: 'og:site_name', content: head.siteName },
    { property: 'og:locale', content: head.locale },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: head.title },
    { name: 'twitter:description', content: head.description },
    { name: 'twitter:image', content: head.ogImage.url },
    { name: 'twitter:image:alt', content: head.ogImage.alt },
    ...(head.location ? [{ name: 'geo.placename', content: head.location }] : []),
    ...(head.article ? [{ property: 'article:published_time', content: head.article.publishedTime }] : []),
    ...(head.article?.modifiedTime ? [{ property: 'article:modified_time', content: head.article.modifiedTime }] : []),
    ...(head.article ? [{ property: 'article:author', content: head.article.author }] : []),
    ...(head.article?.section ? [{ property: 'article:section', content: head.article.section }] : []),
    ...(head.article?.tags.map((tag) => ({ property: 'article:tag', content: tag })) ?? []),
  ];
  const canonical = !head.noindex && head.canonical ? `<link${attributes({ rel: 'canonical', href: head.canonical })}/>` : '';
  const jsonLd = head.jsonLd.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`).join('');
  return `<title>${escape(head.title)}</title>${metas.map(meta).join('')}${canonical}${jsonLd}`;
}

/** The <html> element's attributes: the page's language. */
export const htmlAttributes = (lang: string): string => `lang="${escape(lang)}"`;
