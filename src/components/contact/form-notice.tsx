import { CircleAlert, CircleCheck, TriangleAlert } from '../ui/lucide-icons';
import { cn } from '../../lib/cn';

const tones = {
  success: { className: 'bg-primary-soft text-primary-strong', Icon: CircleCheck },
  warning: { className: 'bg-accent-soft text-accent-foreground', Icon: TriangleAlert },
  error: { className: 'bg-danger/10 text-danger', Icon: CircleAlert },
} as const;

/**
 * A message inside the form, for when a toast cannot be shown (the toast
 * code failed to load) or the form itself could not load its validation.
 */
export function FormNotice({ type, title, description }: { type: keyof typeof tones; title?: string; description: string }) {
  const { className, Icon } = tones[type];
  return (
    <div role={type === 'error' ? 'alert' : 'status'} className={cn('flex items-start gap-2.5 rounded-lg px-4 py-3 text-sm', className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {title && <strong className="font-semibold">{title} </strong>}
        {description}
      </p>
    </div>
  );
}
