import type { HomeBrandGrid } from '@/server/home/types';
import { Container } from '@/components/ui/container';
import { BrandGrids } from './brand-grids';

/** B-29, L-13: /brands, every brand the site sells, by grid. */
export function BrandsPageView({ siteName, grids }: { siteName: string; grids: HomeBrandGrid[] }) {
  return (
    <Container className="space-y-8 py-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Our Brands</h1>
        <p className="max-w-2xl text-muted">Every brand you can buy new, used or demo at {siteName}.</p>
      </div>
      <BrandGrids grids={grids} headingLevel={2} />
    </Container>
  );
}
