import { useEffect, useState } from 'react';
import type { PostSummary } from '../../../pipeline/compile/post-relations';

const cache = new Map<string, Promise<PostSummary[]>>();

/**
 * Every post summary, fetched once from `indexUrl` the first time `needed`
 * turns true (a visitor searches or picks a topic on a paginated blog).
 * Until it arrives, or when there is no index, the page's own posts are used.
 */
export function useFullIndex(pagePosts: readonly PostSummary[], indexUrl: string | null, needed: boolean): { posts: readonly PostSummary[]; loading: boolean } {
  const [loaded, setLoaded] = useState<PostSummary[] | null>(null);
  const wanted = needed && indexUrl !== null && loaded === null;
  useEffect(() => {
    if (!wanted || !indexUrl) return;
    let current = true;
    if (!cache.has(indexUrl)) {
      cache.set(
        indexUrl,
        fetch(indexUrl).then((response) => {
          if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
          return response.json() as Promise<PostSummary[]>;
        }),
      );
    }
    cache.get(indexUrl)!.then(
      (posts) => current && setLoaded(posts),
      () => cache.delete(indexUrl),
    );
    return () => {
      current = false;
    };
  }, [wanted, indexUrl]);
  return { posts: loaded ?? pagePosts, loading: wanted };
}
