import type { DesignPackages } from '../../../pipeline/validate/schemas/design-packages';
import { ComparisonTable } from './comparison-table';
import { daysText, supportText, tshText } from './package-terms';
import type { TermLabels } from './package-terms';

/**
 * The design packages compared: the figures each package carries (price,
 * pages, delivery, support, advance) and then the feature rows, all from
 * design-packages.yaml, so the table and the cards never disagree.
 */
export function DesignComparisonTable({ data, labels, caption }: { data: DesignPackages; labels: TermLabels; caption: string }) {
  const { packages } = data;
  return (
    <ComparisonTable
      caption={caption}
      columns={packages}
      popularLabel={data.popularLabel}
      figureRows={[
        { label: labels.price, cells: packages.map((p) => <strong className="text-ink">{tshText(p.price)}</strong>) },
        { label: labels.pages, cells: packages.map((p) => p.pages) },
        { label: labels.delivery, cells: packages.map((p) => daysText(p.deliveryDays)) },
        { label: labels.support, cells: packages.map((p) => supportText(p.supportPerMonth, p.freeSupportMonths)) },
        { label: labels.advance, cells: packages.map((p) => tshText(p.advance)) },
      ]}
      featureRows={data.comparison}
    />
  );
}
