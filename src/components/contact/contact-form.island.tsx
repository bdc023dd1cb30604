import { LoaderCircle, Send } from '../ui/lucide-icons';
import { useId, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { home } from 'virtual:site-data/home';
import { cn } from '../../lib/cn';
import { toastFor } from '../../lib/contact/outcome';
import type { ContactFormInput, ContactFormValues } from '../../lib/contact/schema';
import { defaultSubmitConfig, submitContact } from '../../lib/contact/submit';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { Button } from '../ui/button';
import { fieldA11yProps } from './field-a11y';
import { contactFormDefaults, contactLimits } from '../../lib/contact/limits';
import { formCopy } from './form-copy';
import { controlClass, FormField } from './form-field';
import { FormNotice } from './form-notice';
import { lazyContactResolver, loadContactResolver } from './lazy-resolver';
import { useContactToasts } from './use-contact-toasts';
import { WhatsAppButton } from './whatsapp-button';
import { island } from '../../islands/island';

/**
 * The home page's contact form: validated on submit, then re-checked as the
 * visitor types; sends through `submitContact` and reports with a toast.
 * zod, sonner and supabase-js load on first use, never with the page. An
 * island that loads as it comes into view.
 */
export default function ContactForm() {
  const copy = home.contact;
  const id = useId();
  const hydrated = useHydrated();
  const toasts = useContactToasts();
  const sending = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: contactFormDefaults,
    resolver: lazyContactResolver,
  });

  async function send(values: ContactFormValues) {
    toasts.preload();
    let outcome: Awaited<ReturnType<typeof submitContact>>;
    try {
      outcome = await submitContact(values, { ...defaultSubmitConfig(), newsletterConsentVersion: copy.newsletterConsentVersion });
    } catch {
      outcome = { kind: 'failed' };
    }
    const toast = toastFor(outcome);
    toasts.notify(toast);
    // Saved (notified or not): start afresh. Failed: keep what was typed.
    if (toast.resetForm) reset(contactFormDefaults);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The submit button stays focusable while sending (aria-disabled), so guard here.
    if (sending.current) {
      event.preventDefault();
      return;
    }
    sending.current = true;
    handleSubmit(send)(event).finally(() => {
      sending.current = false;
    });
  }

  const controlId = (field: keyof ContactFormInput) => `${id}-${field}`;
  const busy = isSubmitting;

  return (
    <form
      aria-label={copy.formTitle}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadContactResolver().catch(() => undefined)}
      className="flex flex-1 flex-col gap-5"
    >
      <p className="-mt-1 text-sm text-muted-foreground">
        <span aria-hidden="true" className="text-danger">
          *
        </span>{' '}
        {formCopy.requiredNote}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField controlId={controlId('name')} label={formCopy.name.label} required error={errors.name?.message}>
          <input
            {...fieldA11yProps(controlId('name'), errors.name?.message)}
            {...register('name')}
            type="text"
            autoComplete="name"
            aria-required="true"
            maxLength={contactLimits.nameMax}
            placeholder={formCopy.name.placeholder}
            className={cn(controlClass, 'h-12')}
          />
        </FormField>
        <FormField controlId={controlId('email')} label={formCopy.email.label} required error={errors.email?.message}>
          <input
            {...fieldA11yProps(controlId('email'), errors.email?.message)}
            {...register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-required="true"
            maxLength={contactLimits.emailMax}
            placeholder={formCopy.email.placeholder}
            className={cn(controlClass, 'h-12')}
          />
        </FormField>
      </div>

      <FormField controlId={controlId('subject')} label={formCopy.subject.label} optionalNote={formCopy.subject.optional} error={errors.subject?.message}>
        <input
          {...fieldA11yProps(controlId('subject'), errors.subject?.message)}
          {...register('subject')}
          type="text"
          autoComplete="off"
          maxLength={contactLimits.subjectMax}
          placeholder={formCopy.subject.placeholder}
          className={cn(controlClass, 'h-12')}
        />
      </FormField>

      <FormField controlId={controlId('message')} label={formCopy.message.label} required error={errors.message?.message}>
        <textarea
          {...fieldA11yProps(controlId('message'), errors.message?.message)}
          {...register('message')}
          rows={6}
          aria-required="true"
          maxLength={contactLimits.messageMax}
          placeholder={formCopy.message.placeholder}
          className={cn(controlClass, 'min-h-36 resize-y leading-relaxed')}
        />
      </FormField>

      <label className="flex cursor-pointer items-start gap-3 text-sm text-foreground">
        <input {...register('newsletter')} type="checkbox" className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-primary" />
        <span>{copy.newsletterLabel}</span>
      </label>

      {/* Honeypot: invisible to people and screen readers, filled in by bots. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={controlId('website')}>{formCopy.honeypot}</label>
        <input id={controlId('website')} {...register('website')} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      {errors.root?.message && <FormNotice type="error" description={errors.root.message} />}
      {toasts.fallback && <FormNotice {...toasts.fallback} />}

      <div className="mt-auto flex flex-col gap-3 pt-1 sm:flex-row sm:items-center">
        <Button
          type="submit"
          size="lg"
          disabled={!hydrated}
          aria-disabled={busy || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-80 sm:flex-1"
        >
          {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Send aria-hidden="true" className="size-5" />}
          {busy ? formCopy.sending : formCopy.submit}
        </Button>
        <WhatsAppButton control={control} label={copy.whatsappLabel} className="sm:flex-1" />
      </div>
      {toasts.toaster}
    </form>
  );
}

export const ContactFormIsland = island('contact-form', ContactForm, 'visible');
