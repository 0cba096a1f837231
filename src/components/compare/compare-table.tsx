import type { CompareCar, CompareRow } from '@/domain/compare/compare-table';
import { compareHref } from '@/domain/compare/compare-query';
import type { FavouritesDto } from '@/domain/favourites/saved-cars';
import { PlainImage } from '@/components/ui/plain-image';
import { SmartLink } from '@/components/ui/smart-link';
import { CompareRemoveLink } from './compare-remove-link';

type CompareTableProps = { cars: CompareCar[]; rows: CompareRow[]; favourites: FavouritesDto };

const STATE_TEXT = { available: null, reserved: 'Reserved', sold: 'Sold' } as const;

function CarHeading({
  car,
  others,
  favourites,
}: {
  car: CompareCar;
  others: string[];
  favourites: FavouritesDto;
}) {
  const state = STATE_TEXT[car.state];
  return (
    <th scope="col" className="min-w-44 p-3 text-left align-top">
      <div className="space-y-2">
        {car.imageUrl ? (
          <PlainImage
            src={car.imageUrl}
            alt=""
            width={320}
            height={240}
            className="aspect-[4/3] w-full rounded object-cover"
          />
        ) : null}
        {car.href ? (
          <SmartLink href={car.href} className="block font-semibold underline-offset-2 hover:underline">
            {car.title}
          </SmartLink>
        ) : (
          <span className="block font-semibold">{car.title}</span>
        )}
        {state ? (
          <p className="text-sm font-normal">
            <span className="rounded bg-foreground/10 px-2 py-0.5 font-semibold">{state}</span>{' '}
            <SmartLink href={car.similarHref} className="underline">
              Find Me Something Similar
            </SmartLink>
          </p>
        ) : null}
        <CompareRemoveLink
          carId={car.id}
          title={car.title}
          href={compareHref(others)}
          favourites={favourites}
        />
      </div>
    </th>
  );
}

/**
 * The cars side by side (decision 049): a column per car, a row per fact; rows whose values differ are marked
 * (shaded, and said to screen readers). The first column stays in view when a phone scrolls the table sideways.
 */
export function CompareTable({ cars, rows, favourites }: CompareTableProps) {
  return (
    <div
      role="region"
      className="overflow-x-auto rounded-lg border border-foreground/15"
      tabIndex={0}
      aria-labelledby="compare-caption"
    >
      <table className="compare-table w-full border-collapse text-sm">
        <caption id="compare-caption" className="sr-only">
          {cars.map((car) => car.title).join(', ')}: side by side; rows that differ are marked.
        </caption>
        <thead>
          <tr>
            <td className="sticky left-0 bg-background p-3" />
            {cars.map((car) => (
              <CarHeading
                key={car.id}
                car={car}
                others={cars.filter((other) => other.id !== car.id).map((other) => other.slug)}
                favourites={favourites}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              data-row={row.key}
              data-differs={row.differs ? 'true' : undefined}
              className={`border-t border-foreground/10 ${row.differs ? 'bg-accent/10' : ''}`}
            >
              <th scope="row" className="sticky left-0 bg-background p-3 text-left font-semibold">
                {row.label}
                {row.differs ? <span className="sr-only"> (differs)</span> : null}
              </th>
              {row.values.map((value, index) => (
                <td key={cars[index]!.id} className="p-3">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
