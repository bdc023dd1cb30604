import { MessageCircle } from '../ui/lucide-icons';
import { useWatch, type Control } from 'react-hook-form';
import { site } from 'virtual:site-data/site';
import type { ContactFormInput, ContactFormValues } from '../../lib/contact/schema';
import { buildWhatsAppLink, buildWhatsAppText, hasWhatsAppContent } from '../../lib/contact/whatsapp';
import { Button } from '../ui/button';
import { formCopy } from './form-copy';

/**
 * 'WhatsApp Me': opens a chat with the owner in a new tab, the form's
 * content as the message. Disabled until the name, e-mail or message has
 * something in it (watched as the visitor types).
 */
export function WhatsAppButton({ control, label, className }: { control: Control<ContactFormInput, unknown, ContactFormValues>; label: string; className?: string }) {
  const [name, email, subject, message] = useWatch({ control, name: ['name', 'email', 'subject', 'message'] });
  const values = { name, email, subject, message };

  function openChat() {
    const link = buildWhatsAppLink(site.whatsapp, buildWhatsAppText(values, site.firstName));
    window.open(link, '_blank', 'noopener,noreferrer');
  }

  return (
    <Button type="button" variant="whatsapp" size="lg" className={className} disabled={!hasWhatsAppContent(values)} onClick={openChat}>
      <MessageCircle aria-hidden="true" className="size-5" />
      {label}
      <span className="sr-only"> {formCopy.whatsappNewTab}</span>
    </Button>
  );
}
