import type { HomeBrandGrid } from '@/server/home/types';
import { PlainImage } from '@/components/ui/plain-image';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';

/** L-1: a group site's brand grids (cars, motorcycles, trucks, group brands); nothing when it has no brands. */
export function BrandGridSection({ grids }: { grids: HomeBrandGrid[] }) {
  if (grids.length === 0) return null;
  return (
    <Section id="brands" title="Our Brands" className="bg-foreground/[0.03]">
      <div className="space-y-8">
        {grids.map((grid) => (
          <div key={grid.grid}>
            <h3 className="mb-3 text-lg font-semibold">{grid.title}</h3>
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
    </Section>
  );
}
