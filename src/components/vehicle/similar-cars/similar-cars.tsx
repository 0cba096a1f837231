'use client';

import { useEffect, useId, useState } from 'react';
import { VehicleCard } from '@/components/cards/vehicle-card';
import { loadSimilarCars, type SimilarCarsData } from './similar-cars-client';

export type SimilarCarsProps = {
  /** The current car's slug: its similar cars come from GET /api/cars/{slug}/similar on this host. */
  slug: string;
  /** The section heading; a caravan dealer may pass 'Similar Caravans'. */
  heading?: string;
};

/**
 * D-96..D-101: up to 6 similar in-stock cars of this site as home vehicle cards. Nothing renders while they
 * load, when there are none, or on failure (logged only).
 */
export function SimilarCars({ slug, heading = 'Similar Cars' }: SimilarCarsProps) {
  const [data, setData] = useState<SimilarCarsData | null>(null);
  const headingId = useId();

  useEffect(() => {
    const controller = new AbortController();
    loadSimilarCars(slug, { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setData(result);
    });
    return () => controller.abort();
  }, [slug]);

  if (!data) return null;
  return (
    <section
      id="similar-cars"
      data-testid="similar-cars"
      aria-labelledby={headingId}
      className="scroll-mt-24"
    >
      <h2 id={headingId} className="mb-4 text-xl font-bold">
        {heading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.cars.map((car) => (
          <li key={car.id} data-testid="similar-car">
            <VehicleCard vehicle={car} noPriceText={data.noPriceText} />
          </li>
        ))}
      </ul>
    </section>
  );
}
