import type { StockPickers } from '@/domain/catalogue/stock-pickers';
import { SmartLink } from '@/components/ui/smart-link';
import { PlainImage } from '@/components/ui/plain-image';

type ManufacturersListProps = { manufacturers: StockPickers['manufacturers'] };

/** L-14: the manufacturers the site stocks (decision 024), each to its stock search; nothing when none. */
export function ManufacturersList({ manufacturers }: ManufacturersListProps) {
  if (manufacturers.length === 0) return null;
  return (
    <section aria-labelledby="manufacturers-heading" className="space-y-4">
      <h2 id="manufacturers-heading" className="text-2xl font-bold tracking-tight">
        Manufacturers
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {manufacturers.map((manufacturer) => (
          <li key={manufacturer.id}>
            <SmartLink
              href={manufacturer.href}
              prefetch={false}
              // The brand grids above link the same names to brand pages; this one opens the stock.
              aria-label={`${manufacturer.name} stock`}
              className="flex min-h-11 items-center gap-2 rounded-md border border-foreground/10 p-2 text-sm font-semibold hover:bg-foreground/5"
            >
              {manufacturer.logoUrl ? (
                // The name beside the logo says which make it is.
                <PlainImage src={manufacturer.logoUrl} alt="" width={32} height={32} className="size-8" />
              ) : null}
              <span>{manufacturer.name}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
