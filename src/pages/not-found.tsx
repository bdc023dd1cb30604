import { Link } from 'react-router-dom';
import { PageMeta } from '../app/page-meta';
import { head, heading } from '../generated/head/notFound';

/** Unknown paths: the spec's 404 strings. */
export function Component() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-32 text-center">
      <PageMeta head={head} />
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-lg">The page you are looking for does not exist.</p>
      <Link to="/" className="mt-8 inline-block font-semibold text-primary underline">
        Go back to Homepage
      </Link>
    </section>
  );
}
