import { ArrowUpRight } from '../ui/lucide-icons';
import type { Link } from '../../../pipeline/validate/schemas/common';
import { newTabProps, resolveLink } from '../../lib/links';

const linkClass = 'rounded text-ink-foreground/80 transition-colors hover:text-white';

/** A footer link from navigation.yaml: a site page, or another site in a new tab. A plain `<a>`, not React Router's Link: the footer is rendered outside the router (site-footer.tsx), and with no client router the two write the same link. */
export function FooterLink({ link }: { link: Link }) {
  const resolved = resolveLink(link);
  if (!resolved) return null;
  return (
    <a href={resolved.href} className={linkClass} {...(resolved.newTab ? newTabProps : {})}>
      {resolved.newTab ? <NewTabLabel label={resolved.label} /> : resolved.label}
    </a>
  );
}

/** The label with an arrow that never wraps away from its last word, and a note for screen readers. */
function NewTabLabel({ label }: { label: string }) {
  const words = label.split(' ');
  const last = words.pop();
  return (
    <>
      {words.length > 0 && `${words.join(' ')} `}
      <span className="whitespace-nowrap">
        {last}
        <ArrowUpRight aria-hidden="true" className="-mt-0.5 ml-1 inline-block size-3.5 align-middle opacity-60" />
      </span>
      <span className="sr-only"> (opens in a new tab)</span>
    </>
  );
}
