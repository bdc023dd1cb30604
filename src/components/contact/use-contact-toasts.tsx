import { lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import type { ContactToast } from '../../lib/contact/outcome';
import type * as ToasterChunk from './contact-toaster';

type ToasterModule = typeof ToasterChunk;

let loading: Promise<ToasterModule> | undefined;

/** Loads sonner and the toaster once; a failed load is retried next time. */
function loadToaster(): Promise<ToasterModule> {
  if (!loading) {
    const attempt = import('./contact-toaster');
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    loading = attempt;
  }
  return loading;
}

// A chunk that fails to load renders nothing instead of breaking the page.
const renderNothing: ComponentType = () => null;
const LazyToaster = lazy<ComponentType>(() => loadToaster().catch(() => ({ default: renderNothing })));

/**
 * Toasts for the contact form, with sonner kept out of the page's first
 * download: the Toaster mounts the first time a toast is shown. `preload`
 * starts the download early (while a message is being sent). If the toasts
 * cannot load, `fallback` holds the message for the form to show inline.
 */
export function useContactToasts(): {
  notify: (toast: ContactToast) => void;
  preload: () => void;
  toaster: ReactNode;
  fallback: ContactToast | undefined;
} {
  const [mounted, setMounted] = useState(false);
  const [fallback, setFallback] = useState<ContactToast>();

  const notify = useCallback((toast: ContactToast) => {
    setMounted(true);
    setFallback(undefined);
    loadToaster().then(
      (module) => module.showContactToast(toast),
      () => setFallback(toast),
    );
  }, []);

  const preload = useCallback(() => {
    loadToaster().catch(() => undefined);
  }, []);

  const toaster = mounted ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;

  return { notify, preload, toaster, fallback };
}
