import { Phone } from '../ui/lucide-icons';
import type { LandingPage } from '../../../pipeline/validate/schemas/landing-pages';
import { ContentLink } from './content-link';

/** The closing call-us line: a sentence and the phone link, on the brand colour. */
export function CallLine({ data }: { data: LandingPage['callLine'] }) {
  return (
    <div className="bg-primary py-12 text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 text-center sm:flex-row sm:justify-center sm:gap-6 sm:text-left">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-white/15">
          <Phone aria-hidden="true" className="size-7" />
        </span>
        <p className="text-xl font-semibold sm:text-2xl">
          {data.text}{' '}
          <ContentLink link={data.link} className="whitespace-nowrap font-bold text-white underline decoration-accent decoration-2 underline-offset-4 hover:decoration-white" />
        </p>
      </div>
    </div>
  );
}
