import { Head } from 'vite-react-ssg';
import type { PageHead } from '../content/seo/page-head';

/** JSON inside <script> must not close the element early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** All head tags of a page: title, description, canonical, Open Graph (with the image's size and alt), Twitter, place, article and JSON-LD. */
export function PageHeadTags({ head, lang }: { head: PageHead; lang: string }) {
  return (
    <Head>
      <html lang={lang} />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.keywords.length > 0 && <meta name="keywords" content={head.keywords.join(', ')} />}
      {head.noindex ? <meta name="robots" content="noindex, follow" /> : head.canonical && <link rel="canonical" href={head.canonical} />}
      <meta property="og:type" content={head.ogType} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {head.canonical && <meta property="og:url" content={head.canonical} />}
      <meta property="og:image" content={head.ogImage.url} />
      <meta property="og:image:width" content={String(head.ogImage.width)} />
      <meta property="og:image:height" content={String(head.ogImage.height)} />
      <meta property="og:image:alt" content={head.ogImage.alt} />
      <meta property="og:site_name" content={head.siteName} />
      <meta property="og:locale" content={head.locale} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.ogImage.url} />
      <meta name="twitter:image:alt" content={head.ogImage.alt} />
      {head.location && <meta name="geo.placename" content={head.location} />}
      {head.article && <meta property="article:published_time" content={head.article.publishedTime} />}
      {head.article?.modifiedTime && <meta property="article:modified_time" content={head.article.modifiedTime} />}
      {head.article && <meta property="article:author" content={head.article.author} />}
      {head.article?.section && <meta property="article:section" content={head.article.section} />}
      {head.article?.tags.map((tag) => <meta key={tag} property="article:tag" content={tag} />)}
      {head.jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json">
          {scriptSafeJson(data)}
        </script>
      ))}
    </Head>
  );
}
