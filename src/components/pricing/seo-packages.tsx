import type { SeoPackages as SeoPackagesData } from '../../../pipeline/validate/schemas/seo-packages';
import { ContentButton } from '../ui/content-button';
import { ComparisonTable } from './comparison-table';
import { PackageCard } from './package-card';
import { pricePeriod, tshText } from './package-terms';

/**
 * The SEO packages: a comparison table on large screens, cards on smaller
 * ones (one of the two is display:none, so assistive technology meets the
 * packages once).
 */
export function SeoPackages({ data, caption, priceLabel = 'Price' }: { data: SeoPackagesData; caption: string; priceLabel?: string }) {
  const { packages } = data;
  return (
    <>
      <ComparisonTable
        className="hidden lg:block"
        caption={caption}
        columns={packages}
        popularLabel={data.popularLabel}
        figureRows={[
          {
            label: priceLabel,
            cells: packages.map((p) => {
              const period = pricePeriod(p.period);
              return (
                <>
                  <strong className="block whitespace-nowrap text-lg text-ink">{tshText(p.price)}</strong>
                  {period && <span className="text-sm text-muted-foreground">/ {period}</span>}
                </>
              );
            }),
          },
        ]}
        featureRows={data.comparison}
        actions={packages.map((p) => (
          <ContentButton key={p.id} link={data.orderLink} variant={p.popular ? 'primary' : 'outline'} size="sm" />
        ))}
      />
      <ul className="grid gap-8 pt-4 md:grid-cols-2 lg:hidden">
        {packages.map((p) => (
          <li key={p.id}>
            <PackageCard
              name={p.name}
              badge={p.popular ? data.popularLabel : undefined}
              highlighted={p.popular}
              description={p.description}
              price={{ amount: p.price, period: pricePeriod(p.period) }}
              features={p.features}
              action={<ContentButton link={data.orderLink} variant={p.popular ? 'primary' : 'outline'} />}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
