import { aboutPath, blogPostPath } from '../../src/lib/route-paths.ts';
import type { BodyBlock } from '../load/body/blocks.ts';
import { renderBody } from './render-body.ts';
import type { SiteContent } from '../load/site-content.ts';
import type { LoadedPost } from '../load/posts.ts';
import type { PageHead } from './seo/page-head.ts';
import type { Thing } from 'schema-dts';
import { absoluteUrl, blogPostingLd, breadcrumbListLd, graphLd, ids, personLd, siteNodes, webPageLd, type Owner } from './seo/json-ld.ts';
import { shareImage, type ImageSizes } from './seo/share-image.ts';
import { cardBrand, type CardText } from './seo/social-card.ts';
import { byNewest, indexByTag, relatedPostsFinder, relevantServices, type PostSummary, type TagService } from './post-relations.ts';

/** What a post's card shows: its title and excerpt (the build's card thread takes it as the post is read, too). */
export const postCardText = (post: { title: string; excerpt: string }): CardText => ({ title: post.title, line: post.excerpt, lineKind: 'text' });

/** Everything the post page renders, computed once at build time. */
export interface PostPage extends PostSummary {
  author: string;
  blocks: BodyBlock[];
  head: PageHead;
  related: PostSummary[];
  services: TagService[];
}

export interface BlogIndex {
  /** Newest first. */
  posts: PostSummary[];
  /** Every distinct tag, alphabetical. */
  tags: string[];
}

export function summarize(post: PostSummary): PostSummary {
  const { id, slug, title, excerpt, image, date, readTime, tags } = post;
  return { id, slug, title, excerpt, image, date, readTime, tags };
}

export function buildBlogIndex(content: SiteContent): BlogIndex {
  const posts = content.posts.map(summarize).sort(byNewest);
  const tags = new Map<string, string>();
  for (const post of posts) for (const tag of post.tags) if (!tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  return { posts, tags: [...tags.values()].sort((a, b) => a.localeCompare(b)) };
}

/** Bodies rendered by an earlier build, by post (the build's post cache keeps them with the loaded post). */
export interface BodyCache {
  get(post: LoadedPost): BodyBlock[] | undefined;
  set(post: LoadedPost, body: BodyBlock[]): void;
}

/**
 * Pages compiled before, by post (the dev server's post cache keeps each
 * with its post): one is reused when `key`, everything else the page is
 * made from, is the same.
 */
export interface PageCache {
  get(post: LoadedPost, key: string): PostPage | undefined;
  set(post: LoadedPost, key: string, page: PostPage): void;
}

/** Each post's page as it is made, in the order of the posts: a caller that keeps less than the page (the build packs it) never holds them all. */
export function* postPagesOf(content: SiteContent, index: BlogIndex, sizes: ImageSizes = new Map(), bodies?: BodyCache, made?: PageCache): Generator<PostPage> {
  const { site, pages, tagServices } = content.collections;
  const owner = site as Owner;
  const brand = cardBrand(site);
  const ownerName = `${site.firstName} ${site.lastName}`;
  const about = aboutPath(site);
  const related = relatedPostsFinder(indexByTag(index.posts));
  const bodyOf = (post: LoadedPost) => {
    let body = bodies?.get(post);
    if (!body) {
      body = renderBody(post.blocks);
      bodies?.set(post, body);
    }
    return body;
  };
  const meta = pages.blogPost;
  const blogCrumbs = pages.blog.breadcrumbs;
  // A page is made from its post, its related posts and these, nothing else (post-pages.test.ts edits each).
  const inputs = made ? JSON.stringify([site, pages.blog, pages.blogPost, tagServices, [...sizes]]) : '';
  for (const post of content.posts) {
    const relatedPosts = related(post);
    const key = made ? `${inputs}\n${JSON.stringify(relatedPosts)}` : '';
    const known = made?.get(post, key);
    if (known) {
      yield known;
      continue;
    }
    const page = postPage(post, relatedPosts);
    made?.set(post, key, page);
    yield page;
  }

  function postPage(post: LoadedPost, relatedPosts: PostSummary[]): PostPage {
    const path = blogPostPath(post.slug);
    const breadcrumbs = [...blogCrumbs, { name: post.title, path }];
    const url = absoluteUrl(owner, path);
    const { image, card } = shareImage(site.siteUrl, path, {
      card: postCardText(post),
      brand,
      ogImage: post.ogImage,
      ogImageAlt: post.ogImageAlt,
      sizes,
    });
    // The owner's own posts name the owner's full node as author (with the about page as url).
    const byOwner = post.author === ownerName || post.author === site.siteName;
    const article = ids.own(url, 'article');
    const nodes: Thing[] = [
      ...siteNodes(owner),
      webPageLd(owner, { url, name: post.title, description: post.excerpt, image: image.url, breadcrumbs, location: post.location, mainEntity: article }),
      breadcrumbListLd(owner, url, breadcrumbs),
      blogPostingLd(owner, {
        url,
        title: post.title,
        excerpt: post.excerpt,
        images: [absoluteUrl(owner, post.image), image.url],
        date: post.date,
        tags: post.tags,
        location: post.location,
        author: byOwner ? { id: ids.person(owner) } : { name: post.author },
      }),
      ...(byOwner ? [personLd(owner, about)] : []),
    ];
    const head: PageHead = {
      title: `${post.title} | ${site.siteName}`,
      description: post.excerpt,
      canonical: url,
      keywords: [...post.tags, ...meta.keywords],
      ogType: 'article',
      ogImage: image,
      ...(card ? { card } : {}),
      ...(post.location ? { location: post.location } : {}),
      siteName: site.siteName,
      locale: site.locale,
      article: { publishedTime: post.date, modifiedTime: post.date, author: post.author, section: post.tags[0], tags: post.tags },
      breadcrumbs,
      jsonLd: [graphLd(nodes)],
    };
    return {
      ...summarize(post),
      author: post.author,
      blocks: bodyOf(post),
      head,
      related: relatedPosts,
      services: relevantServices(post.tags, tagServices.services).map(({ patterns, label, link }) => ({ patterns, label, link })),
    };
  }
}
