'use client';

import { useEffect, useRef, useState } from 'react';
import { formatViews } from '@/domain/cards/views';
import { viewResponseSchema } from '@/domain/vehicle/contact/api';

export type VehicleViewsProps = {
  /** The count the page was rendered with (`vehicleContactView(data).views.initial`). */
  initial: number;
  /** `GET /api/cars/{slug}/view.json?…` (`vehicleContactView(data).views.href`). */
  href: string;
};

/**
 * D-49/D-102: '{n} views'. The page counts its view once from the browser and shows the count it answers;
 * an unreadable answer or a failed call keeps the rendered count (only logged).
 */
export function VehicleViews({ initial, href }: VehicleViewsProps) {
  const [views, setViews] = useState(initial);
  const counted = useRef(false);
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    fetch(href, { cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const parsed = viewResponseSchema.safeParse(await response.json());
        if (!parsed.success) throw new Error('unexpected view.json answer');
        setViews(parsed.data.views);
      })
      .catch((error: unknown) => console.warn('views: not counted', error))
      .finally(() => setSettled(true));
  }, [href]);

  if (views <= 0) return null;
  return (
    <p data-testid="vehicle-views" data-counted={settled ? 'true' : undefined} className="text-sm text-muted">
      {formatViews(views)}
    </p>
  );
}
