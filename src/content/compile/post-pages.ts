import { blogPostPath } from '../../app/route-paths';
import type { BodyBlock } from '../body/blocks';
import type { SiteContent } from '../load/site-content';
import type { PageHead } from '../seo/page-head';
import { absoluteUrl, blogPostingLd, breadcrumbListLd, type Owner } from '../seo/json-ld';
import { byNewest, indexByTag, relatedPosts, relevantServices, type PostSummary, type TagService } from './post-relations';

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

export function buildPostPages(content: SiteContent, index: BlogIndex): PostPage[] {
  const { site, pages, tagServices } = content.collections;
  const owner = site as Owner;
  const byTag = indexByTag(index.posts);
  const meta = pages.blogPost;
  const blogCrumbs = pages.blog.breadcrumbs;
  return content.posts.map((post) => {
    const path = blogPostPath(post.slug);
    const breadcrumbs = [...blogCrumbs, { name: post.title, path }];
    const head: PageHead = {
      title: `${post.title} | ${site.siteName}`,
      description: post.excerpt,
      canonical: absoluteUrl(owner, path),
      keywords: [...post.tags, ...meta.keywords],
      ogType: 'article',
      ogImage: absoluteUrl(owner, post.image),
      siteName: site.siteName,
      locale: site.locale,
      article: { publishedTime: post.date, modifiedTime: post.date, author: post.author, section: post.tags[0], tags: post.tags },
      breadcrumbs,
      jsonLd: [blogPostingLd(owner, { ...post, path }), breadcrumbListLd(owner, breadcrumbs)],
    };
    return {
      ...summarize(post),
      author: post.author,
      blocks: post.blocks,
      head,
      related: relatedPosts(summarize(post), byTag),
      services: relevantServices(post.tags, tagServices.services).map(({ patterns, label, link }) => ({ patterns, label, link })),
    };
  });
}
