import type { HomeBrandGrid } from '@/domain/home/types';
import { PlainImage } from '@/components/ui/plain-image';
import { SmartLink } from '@/components/ui/smart-link';

type BrandGridsProps = {
  grids: HomeBrandGrid[];
  /** The level of each grid's heading: 3 under the home page's section, 2 on /brands. */
  headingLevel: 2 | 3;
};

/** L-1, L-13: brand tiles by grid (cars, motorcycles, trucks, group brands); each links where L-11 says. */
export function BrandGrids({ grids, headingLevel }: BrandGridsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-8" data-testid="brand-grids">
      {grids.map((grid) => (
        <div key={grid.grid}>
          <Heading className="mb-3 text-lg font-semibold">{grid.title}</Heading>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {grid.brands.map((brand) => (
              <li key={brand.id}>
                <SmartLink
                  href={brand.href}
                  className="flex h-full min-h-24 flex-col items-center justify-center gap-2 rounded-lg border border-foreground/10 bg-background p-4 text-center text-sm font-semibold hover:shadow-md"
                >
                  {brand.logoUrl ? (
                    <PlainImage
                      src={brand.logoUrl}
                      alt=""
                      width={120}
                      height={48}
                      className="h-12 w-auto object-contain"
                    />
                  ) : null}
                  <span>{brand.title}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
