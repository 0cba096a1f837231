import type { ReservationStatusView } from '@/domain/reserve/status-view';

/** What /reservations/{id} renders. */
export type ReservationPageData = {
  view: ReservationStatusView;
  car: { title: string; href: string } | null;
  /** B-13: the next steps (trade-in, finance, delivery) while the car is held for the buyer. */
  journeyHref: string | null;
};
