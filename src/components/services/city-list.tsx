import { MapPin } from '../ui/lucide-icons';
import { Link } from 'react-router-dom';
import type { Cities } from '../../../pipeline/validate/schemas/cities';

/** A city's label from the content template: 'Website Design {city}' → 'Website Design Arusha'. */
export function cityLabel(template: string, city: string): string {
  return template.replaceAll('{city}', city);
}

/** The cities served, as 'Website Design {city}' pills; a city with its own page links to it. */
export function CityList({ data }: { data: Cities }) {
  const pill =
    'inline-flex h-full items-center gap-2 rounded-full border border-border bg-background px-4 py-2.5 text-sm font-medium text-foreground shadow-card';
  return (
    <ul className="flex flex-wrap justify-center gap-3">
      {data.cities.map((city) => {
        const label = cityLabel(data.labelTemplate, city.name);
        const content = (
          <>
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {label}
          </>
        );
        return (
          <li key={city.name}>
            {city.href ? (
              <Link to={city.href} className={`${pill} transition-colors hover:border-primary hover:text-primary`}>
                {content}
              </Link>
            ) : (
              <span className={pill}>{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
