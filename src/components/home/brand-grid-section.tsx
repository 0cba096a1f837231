import type { HomeBrandGrid } from '@/domain/home/types';
import { BrandGrids } from '@/components/brands/brand-grids';
import { Section } from '@/components/ui/section';

/** L-1: a group site's brand grids (cars, motorcycles, trucks, group brands); nothing when it has no brands. */
export function BrandGridSection({ grids }: { grids: HomeBrandGrid[] }) {
  if (grids.length === 0) return null;
  return (
    <Section
      id="brands"
      title="Our Brands"
      action={{ label: 'All brands', href: '/brands' }}
      className="surface-tint"
    >
      <BrandGrids grids={grids} headingLevel={3} />
    </Section>
  );
}
