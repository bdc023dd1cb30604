import { ArrowUpRight } from '../ui/lucide-icons';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Link } from '../../../pipeline/validate/schemas/common';
import { newTabProps, resolveLink } from '../../lib/links';

/**
 * A content link (site path, #anchor, external site or contact channel) as
 * a text link: site paths route in the app, other sites open in a new tab
 * and say so. Renders nothing for an unset optional site.
 */
export function ContentLink({ link, className, children }: { link: Link; className?: string; children?: ReactNode }) {
  const resolved = resolveLink(link);
  if (!resolved) return null;
  const body = children ?? resolved.label;
  if (resolved.internal) {
    return (
      <RouterLink to={resolved.href} className={className}>
        {body}
      </RouterLink>
    );
  }
  return (
    <a href={resolved.href} className={className} {...(resolved.newTab ? newTabProps : {})}>
      {body}
      {resolved.newTab && (
        <>
          <ArrowUpRight aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only"> (opens in a new tab)</span>
        </>
      )}
    </a>
  );
}
