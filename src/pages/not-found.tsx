import { Compass, Home } from '../components/ui/lucide-icons';
import { PageMeta } from '../app/page-meta';
import { ButtonLink } from '../components/ui/button-link';
import { head, heading } from 'virtual:site-data/head/notFound';

/** Unknown paths: the spec's 404 strings. */
export function Component() {
  return (
    <section className="relative flex min-h-[70vh] items-center overflow-hidden bg-surface px-4 pb-20 pt-32">
      <PageMeta head={head} />
      <p
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-1/2 -translate-y-1/2 select-none text-center text-[10rem] font-black leading-none text-primary/5 sm:text-[16rem]"
      >
        404
      </p>
      <div className="relative mx-auto max-w-xl text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <Compass aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold text-ink sm:text-4xl">{heading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">The page you are looking for does not exist.</p>
        <ButtonLink to="/" size="lg" className="mt-8">
          <Home aria-hidden="true" className="size-5" />
          Go back to Homepage
        </ButtonLink>
      </div>
    </section>
  );
}
