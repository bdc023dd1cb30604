import { Check, Minus } from '../ui/lucide-icons';
import type { ReactNode } from 'react';
import type { ComparisonRow } from '../../../pipeline/validate/schemas/blocks';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';
import { ScrollTable } from './scroll-table';

export interface ComparisonColumn {
  id: string;
  name: string;
  popular: boolean;
}

/** A row whose cells are computed from each package's own fields (price, delivery ...). */
export interface FigureRow {
  label: string;
  cells: readonly ReactNode[];
}

function FeatureValue({ value }: { value: boolean | string }) {
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto size-5 text-primary" />
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" className="mx-auto size-5 text-muted-foreground/50" />
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return <>{value}</>;
}

/**
 * Packages side by side: a column per package, the figure rows first, then
 * the feature rows (tick, dash or short text), and an optional row of
 * buttons. Scrolls sideways inside its card on narrow screens.
 */
export function ComparisonTable({
  caption,
  columns,
  figureRows = [],
  featureRows,
  popularLabel,
  actions,
  className,
}: {
  caption: string;
  columns: readonly ComparisonColumn[];
  figureRows?: readonly FigureRow[];
  featureRows: readonly ComparisonRow[];
  popularLabel: string;
  /** One button per column, in a last row. */
  actions?: readonly ReactNode[];
  className?: string;
}) {
  const shade = (i: number) => columns[i]?.popular && 'bg-primary-soft/40';
  const cell = 'px-3 py-3.5 text-center text-foreground sm:px-4';
  // The label column stays in view while the package columns scroll sideways on phones.
  const sticky = 'sticky left-0 z-10 bg-background shadow-[1px_0_0_var(--color-border)] lg:static lg:shadow-none';
  const rowHead = cn('px-3 py-3.5 font-medium text-foreground sm:px-4', sticky);
  return (
    <div className={className}>
      <ScrollTable label={caption}>
        <table className="w-full min-w-[36rem] table-fixed border-collapse text-left text-sm lg:text-base">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b-2 border-border">
              <td className={cn('w-36 px-4 py-5 sm:w-1/3', sticky)} />
              {columns.map((column, i) => (
                <th key={column.id} scope="col" className={cn('px-4 pb-4 pt-5 text-center align-bottom', shade(i))}>
                  {column.popular && (
                    <Badge variant="accent" size="sm" className="mb-2">
                      {popularLabel}
                    </Badge>
                  )}
                  <span className="block text-lg font-bold text-ink">{column.name}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figureRows.map((row) => (
              <tr key={row.label} className="border-b border-border">
                <th scope="row" className={rowHead}>
                  {row.label}
                </th>
                {row.cells.map((value, i) => (
                  <td key={columns[i]?.id ?? i} className={cn(cell, shade(i))}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
            {featureRows.map((row) => (
              <tr key={row.feature} className="border-b border-border last:border-b-0">
                <th scope="row" className={rowHead}>
                  {row.feature}
                </th>
                {columns.map((column, i) => (
                  <td key={column.id} className={cn(cell, shade(i))}>
                    <FeatureValue value={row.values[column.id] ?? false} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {actions && (
            <tfoot>
              <tr className="border-t border-border">
                <td className={cn('px-4 py-5', sticky)} />
                {actions.map((action, i) => (
                  <td key={columns[i]?.id ?? i} className={cn('px-4 py-5 text-center', shade(i))}>
                    {action}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </ScrollTable>
    </div>
  );
}
