import { useLoaderData, useParams } from 'react-router-dom';
import { PageMeta } from '../app/page-meta';
import { blogPostPath } from '../lib/route-paths';
import { AuthorCard, type Author } from '../components/blog/author-card';
import { PostBody } from '../components/blog/post-body';
import { PostHeader } from '../components/blog/post-header';
import { PostImage } from '../components/blog/post-image';
import { PostMeta } from '../components/blog/post-meta';
import { PostSummaryBox } from '../components/blog/post-summary-box';
import { RelatedArticles } from '../components/blog/related-articles';
import { RelatedTopics } from '../components/blog/related-topics';
import { RelevantServices } from '../components/blog/relevant-services';
import { CtaSection } from '../components/page/cta-section';
import { ButtonLink } from '../components/ui/button-link';
import type { PageHead } from '../../pipeline/compile/seo/page-head';
import type { BlogPostData } from '../app/data/loaders';
import { about } from 'virtual:site-data/about';
import { imageFor } from '../lib/images';
import { site } from 'virtual:site-data/site';
import { aboutPath } from 'virtual:site-data/site-routes';

const author: Author = {
  name: `${site.firstName} ${site.lastName}`,
  jobTitle: site.jobTitle,
  bio: site.description,
  href: aboutPath,
  portrait: about.hero.image,
};

export function Component() {
  const post = useLoaderData() as BlogPostData;
  if ('missing' in post) return <PlaceholderPost head={post.head} />;
  return (
    <>
      <PageMeta head={post.head} />
      {/* The post opens on its dark header: the transparent site header switches to light text. */}
      <article data-header-tone="dark">
        <PostHeader breadcrumbs={post.head.breadcrumbs} title={post.title} author={post.author}>
          <PostMeta date={post.date} readTime={post.readTime} />
        </PostHeader>
        <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
          <PostImage image={imageFor(post.image)} eager className="-mt-16 rounded-2xl shadow-card sm:-mt-20" />
          <div className="mt-10 space-y-10">
            <PostSummaryBox excerpt={post.excerpt} />
            <PostBody blocks={post.blocks} />
            <RelatedTopics tags={post.tags} />
            <div className="grid items-start gap-6 md:grid-cols-2">
              <RelevantServices services={post.services} />
              <AuthorCard author={author} />
            </div>
          </div>
        </div>
      </article>
      <RelatedArticles posts={post.related} />
      <CtaSection
        heading="Ready to grow your business online?"
        text={`Tell me about your project and I will reply ${site.replyPromise}.`}
        actions={
          <ButtonLink to="/#contact" variant="accent" size="lg">
            Get in Touch
          </ButtonLink>
        }
      />
    </>
  );
}

/** Unknown slug: the spec's placeholder post, kept out of search results. */
function PlaceholderPost({ head }: { head: PageHead }) {
  const { slug = '' } = useParams();
  const breadcrumbs = [...head.breadcrumbs, { name: 'Blog Post', path: blogPostPath(slug) }];
  return (
    <>
      <PageMeta head={{ ...head, breadcrumbs }} />
      <article data-header-tone="dark">
        <PostHeader breadcrumbs={breadcrumbs} title="Blog Post" />
        <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
          <div className="-mt-12 rounded-2xl border border-border bg-background p-8 text-lg shadow-card">
            <p>Full content not found.</p>
          </div>
        </div>
      </article>
    </>
  );
}
