import type { Resolver } from 'react-hook-form';
import type { ContactFormInput, ContactFormValues } from '../../lib/contact/schema';
import { formCopy } from './form-copy';

type ContactResolver = Resolver<ContactFormInput, unknown, ContactFormValues>;

let loading: Promise<ContactResolver> | undefined;

/**
 * Loads the zod schema and resolver once; the form starts this when it
 * first gets focus, so it is usually ready by the first submit. A failed
 * load (offline, or a new deployment replaced the chunk) is retried on the
 * next call.
 */
export function loadContactResolver(): Promise<ContactResolver> {
  if (!loading) {
    const attempt = import('./contact-resolver').then((module) => module.contactResolver);
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    loading = attempt;
  }
  return loading;
}

/**
 * react-hook-form's resolver, with the real one loaded on first use. When it
 * cannot load, the form shows a root error instead of hanging in its
 * submitting state.
 */
export const lazyContactResolver: ContactResolver = async (values, context, options) => {
  let resolver: ContactResolver;
  try {
    resolver = await loadContactResolver();
  } catch {
    return { values: {}, errors: { root: { type: 'load', message: formCopy.loadFailed } } };
  }
  return resolver(values, context, options);
};
