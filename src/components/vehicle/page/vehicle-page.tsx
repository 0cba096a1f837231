import { Fragment, type ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { SOLD_MESSAGE } from '@/domain/vehicle/sidebar-actions';

type VehiclePageLayoutProps = {
  /** The trail above the page. */
  breadcrumbs: ReactNode;
  /** The media area (gallery, video, spin), 600×400. */
  media: ReactNode;
  /** D-58: a sold car shows the SOLD message over its media. */
  sold: boolean;
  /** D-9/D-38: title, price and actions beside the media. */
  sidebar: ReactNode;
  /**
   * D-27: the sections below the gallery, in this order: Key information; used-vehicle check panel; external
   * video; dealer comments; fuel and delivery calculators; All Specifications; finance calculator (id
   * 'finance-calculator'); price comparison; disclaimer; similar cars. One element per section; an absent
   * section is null (or left out) and the rest keep their order.
   */
  sections: readonly ReactNode[];
  /** Full-width content after the columns (e.g. a lead form opened without script). */
  children?: ReactNode;
};

/**
 * The vehicle page: the media left and the sidebar right on wide screens; on small ones media, sidebar and
 * sections stack in that order (the DOM order, so keyboard and reading order follow what is seen).
 */
export function VehiclePageLayout({
  breadcrumbs,
  media,
  sold,
  sidebar,
  sections,
  children,
}: VehiclePageLayoutProps) {
  return (
    <div data-testid="vehicle-page" className="pb-10">
      <Container className="py-4">{breadcrumbs}</Container>
      <Container className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div data-testid="vehicle-media-area" className="relative min-w-0 lg:col-start-1 lg:row-start-1">
          {media}
          {sold ? (
            <p
              data-testid="sold-message"
              className="pointer-events-none absolute inset-x-0 top-0 z-10 bg-red-700 py-2 text-center text-lg font-bold tracking-widest text-white"
            >
              {SOLD_MESSAGE}
            </p>
          ) : null}
        </div>
        <aside
          aria-label="Vehicle summary"
          className="min-w-0 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          {sidebar}
        </aside>
        <div
          data-testid="vehicle-sections"
          className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-2"
        >
          {sections.map((section, i) => (
            <Fragment key={i}>{section}</Fragment>
          ))}
        </div>
      </Container>
      {children}
    </div>
  );
}
