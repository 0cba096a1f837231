import Link from 'next/link';
import { vehicleHref } from '@/domain/cards/action-links';
import { STOCK_STATE_LABELS, type StockState } from '@/domain/console/stock-edit';
import { formatMoney } from '@/domain/format/money';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';

/** A console car's title, stock number, status and price, its public page while unsold, and any reservation. */
export function StockCarHeading({
  car,
  timeZone,
  reservation,
}: {
  car: { slug: string; stocknum: string; title: string; state: StockState; price: number };
  timeZone: string;
  reservation: { expiresAt: Date } | null;
}) {
  return (
    <div>
      <h1 id="console-title" className="text-3xl font-bold tracking-tight">
        {car.title}
      </h1>
      <p className="text-muted">
        Stock {car.stocknum} · {STOCK_STATE_LABELS[car.state]} · {formatMoney(car.price)}
        {car.state !== 'sold' ? (
          <>
            {' · '}
            <Link href={vehicleHref(car.slug)} prefetch={false} className="underline">
              View on the site
            </Link>
          </>
        ) : null}
      </p>
      {reservation ? (
        <p className="mt-2 rounded-md bg-accent/20 px-3 py-2 text-sm font-semibold">
          An online reservation holds this car until {formatZonedDateTime(reservation.expiresAt, timeZone)}.
        </p>
      ) : null}
    </div>
  );
}
