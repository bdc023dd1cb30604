import { createPortal } from 'react-dom';
import { Toaster, toast } from 'sonner';
import type { ContactToast } from '../../lib/contact/outcome';

/*
 * The toast layer, in its own chunk: sonner loads with the first message
 * sent, never with the page. Rendered into <body> so no transformed
 * ancestor can move the fixed toasts.
 */

// sonner's own 13 px is small on phones.
const toastStyle = { fontSize: '0.875rem' };

export default function ContactToaster() {
  return createPortal(
    <Toaster position="bottom-right" duration={4000} visibleToasts={3} theme="light" richColors closeButton toastOptions={{ style: toastStyle }} />,
    document.body,
  );
}

/** Shows one toast; sonner keeps toasts raised before the Toaster subscribes. */
export function showContactToast({ type, title, description }: ContactToast): void {
  toast[type](title, { description });
}
