import type { PostData } from '../../../pipeline/compile/compile-site-data';

/*
 * The post data the blog and post routes' loaders read, handed in by
 * whoever renders (the build's render threads, the dev server for each
 * request) through the server entry's `setPostData`. It never passes
 * through the bundler, so thousands of post bodies stay out of every
 * bundle; a built page carries only the rendered HTML (no loader data,
 * no per-page JSON) and no loader runs in the browser.
 */
let current: PostData | undefined;

export function setPostData(data: PostData): void {
  current = data;
}

function postData(): PostData {
  if (!current) throw new Error('No post data: the renderer calls setPostData (src/main.tsx) before rendering a blog page.');
  return current;
}

export const readBlogPages = () => postData().listPages;
export const readPostPages = () => postData().pages;
export const readMissingPostHead = () => postData().missingPostHead;
