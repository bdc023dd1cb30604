import type { BodyBlock } from '../../content/body/blocks';
import { StaticIsland } from '../ui/static-island';

/**
 * Renders a post body's typed blocks. Their inline HTML was produced at build
 * time by remark from the site's own content files, so it is trusted. The
 * body never changes in the browser, so hydration leaves it as prerendered,
 * and the page's inline hydration data leaves the blocks out (`blocks` is
 * undefined then; see the blog-post route's `handle`).
 */
export function PostBody({ blocks = [] }: { blocks?: readonly BodyBlock[] }) {
  return (
    <StaticIsland className="post-body">
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return <h2 key={i} id={block.id} dangerouslySetInnerHTML={{ __html: block.html }} />;
          case 'subheading':
            return <h3 key={i} dangerouslySetInnerHTML={{ __html: block.html }} />;
          case 'list':
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j} dangerouslySetInnerHTML={{ __html: item }} />
                ))}
              </ul>
            );
          case 'quote':
            return (
              <figure key={i}>
                <blockquote dangerouslySetInnerHTML={{ __html: block.html }} />
                {block.attribution && <figcaption>{block.attribution}</figcaption>}
              </figure>
            );
          case 'paragraph':
            return <p key={i} dangerouslySetInnerHTML={{ __html: block.html }} />;
        }
      })}
    </StaticIsland>
  );
}
