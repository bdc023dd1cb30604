import type { BodyBlock } from '../../../pipeline/load/body/blocks';

/**
 * Renders a post body's typed blocks. Their inline HTML was produced at build
 * time by remark from the site's own content files, so it is trusted. It is
 * static HTML: no island, so none of it ships as JavaScript.
 */
export function PostBody({ blocks }: { blocks: readonly BodyBlock[] }) {
  return (
    <div className="post-body">
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
    </div>
  );
}
