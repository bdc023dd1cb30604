import { CalendarDays, Clock } from '../ui/lucide-icons';
import { formatDisplayDate } from '../../lib/dates';
import { cn } from '../../lib/cn';

/** A post's date (one display format whatever the source used) and read time. */
export function PostMeta({ date, readTime, className }: { date: string; readTime: number; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm', className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={date}>{formatDisplayDate(date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {readTime} min read
      </span>
    </p>
  );
}
