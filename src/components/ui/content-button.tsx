import type { Link } from '../../../pipeline/validate/schemas/common';
import { resolveLink } from '../../lib/links';
import { ButtonAnchor, type buttonVariants } from './button';
import { ButtonLink } from './button-link';
import type { VariantProps } from 'class-variance-authority';

type Variants = VariantProps<typeof buttonVariants>;

/**
 * A content link (site path, #anchor, external site or contact channel) as a
 * button: site paths route in the app, anchors and tel:/mailto: stay plain
 * links, other sites open in a new tab. Renders nothing for an unset
 * optional site.
 */
export function ContentButton({ link, className, ...variants }: { link: Link; className?: string } & Variants) {
  const resolved = resolveLink(link);
  if (!resolved) return null;
  if (resolved.internal) {
    return (
      <ButtonLink to={resolved.href} className={className} {...variants}>
        {resolved.label}
      </ButtonLink>
    );
  }
  return (
    <ButtonAnchor href={resolved.href} className={className} {...variants}>
      {resolved.label}
      {resolved.newTab && <span className="sr-only"> (opens in a new tab)</span>}
    </ButtonAnchor>
  );
}

/** Content buttons in a row: the first primary, the others in `secondary`. */
export function ContentButtons({
  links,
  primary = 'primary',
  secondary = 'outline',
  size,
}: {
  links: readonly Link[];
  primary?: Variants['variant'];
  secondary?: Variants['variant'];
  size?: Variants['size'];
}) {
  return (
    <>
      {links.map((link, i) => (
        <ContentButton key={link.label} link={link} variant={i === 0 ? primary : secondary} size={size} />
      ))}
    </>
  );
}
