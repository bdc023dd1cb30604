import { formatTsh } from '../../lib/format';

/** A TSh price with its period: "TSh 85,000 / year". */
export function Price({ amount, period, prefix }: { amount: number; period?: string; prefix?: string }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-1">
      {prefix && <span className="text-sm text-muted-foreground">{prefix}</span>}
      <span className="text-sm font-semibold text-muted-foreground">TSh</span>
      <span className="text-3xl font-bold text-ink">{formatTsh(amount)}</span>
      {period && <span className="text-sm text-muted-foreground">/ {period}</span>}
    </p>
  );
}
