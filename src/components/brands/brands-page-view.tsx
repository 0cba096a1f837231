import type { HomeBrandGrid } from '@/domain/home/types';
import { Container } from '@/components/ui/container';
import type { StockPickers } from '@/domain/catalogue/stock-pickers';
import { BrandGrids } from './brand-grids';
import { ManufacturersList } from './manufacturers-list';

type BrandsPageViewProps = {
  siteName: string;
  grids: HomeBrandGrid[];
  manufacturers: StockPickers['manufacturers'];
};

/** B-29, L-13, L-14: /brands, every brand the site sells by grid, then the manufacturers it stocks. */
export function BrandsPageView({ siteName, grids, manufacturers }: BrandsPageViewProps) {
  return (
    <Container className="space-y-8 py-10">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Our Brands</h1>
        <p className="max-w-2xl text-muted">Every brand you can buy new, used or demo at {siteName}.</p>
      </div>
      <BrandGrids grids={grids} headingLevel={2} />
      <ManufacturersList manufacturers={manufacturers} />
    </Container>
  );
}
