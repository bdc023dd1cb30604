import { Link, useLoaderData } from 'react-router-dom';
import { BasicPage } from '../components/page/basic-page';
import type { BlogIndex } from '../content/compile/post-pages';
import { head, heading } from '../generated/head/blog';

export function Component() {
  const index = useLoaderData() as BlogIndex;
  return (
    <BasicPage head={head} heading={heading}>
      <ul className="mt-8 space-y-4">
        {index.posts.map((post) => (
          <li key={post.slug}>
            <Link to={`/blog/${post.slug}`} className="font-semibold underline">
              {post.title}
            </Link>
            <p>{post.excerpt}</p>
          </li>
        ))}
      </ul>
    </BasicPage>
  );
}
