import Link from 'next/link';
import { PaginationNav } from '@/components/ui/pagination-nav';
import {
  STOCK_STATE_LABELS,
  STOCK_STATES,
  stockSearch,
  type StockQuery,
  type StockState,
} from '@/domain/console/stock-edit';
import { formatMoney } from '@/domain/format/money';
import { paginationFor } from '@/domain/navigation/pagination';
import { ConsoleTable } from './console-table';
import { FilterSearch, FilterSelect } from './filter-controls';

export type StockRow = {
  id: number;
  stocknum: string;
  title: string;
  price: number;
  state: StockState;
  tag: string | null;
  thumbUrl: string | null;
};

const STOCK_PATH = '/console/stock';

/**
 * The site's cars in the console (issue 18): search by stock number, VIN, rego or name, filter by status; a
 * link to import a feed for roles that may (navigation is data: no link the viewer cannot use).
 */
export function StockList({
  page,
  query,
  canImport,
}: {
  page: { total: number; pageCount: number; cars: StockRow[] };
  query: StockQuery;
  canImport: boolean;
}) {
  const pagination = paginationFor(
    page.pageCount,
    query.page,
    (n) => `${STOCK_PATH}${stockSearch(query, n)}`,
  );
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="console-title" className="text-3xl font-bold tracking-tight">
          Stock
        </h1>
        {canImport ? (
          <Link href={`${STOCK_PATH}/import`} prefetch={false} className="btn btn-outline">
            Import a stock feed
          </Link>
        ) : null}
      </div>
      <form method="get" action={STOCK_PATH} className="grid gap-3 sm:grid-cols-3 sm:items-end">
        <FilterSearch id="stock-q" value={query.text} label="Search stock number, VIN, rego or car" />
        <FilterSelect
          id="stock-state"
          name="state"
          label="Status"
          value={query.state ?? ''}
          options={[
            { value: '', label: 'Any' },
            ...STOCK_STATES.map((value) => ({ value, label: STOCK_STATE_LABELS[value] })),
          ]}
        />
        <button type="submit" className="btn btn-primary">
          Filter
        </button>
      </form>
      <p role="status" className="text-sm">
        {page.total === 1 ? '1 car' : `${page.total.toLocaleString('en-AU')} cars`}
      </p>
      {page.cars.length === 0 ? (
        <p>No cars match. A site&apos;s cars arrive by its stock feed.</p>
      ) : (
        <ConsoleTable
          caption="Cars, most recently changed first"
          columns={['Photo', 'Stock number', 'Car', 'Price', 'Status', 'Tag']}
          minWidth="min-w-[40rem]"
        >
          {page.cars.map((car) => (
            <tr key={car.id} className="border-t border-foreground/10 align-middle">
              <td className="py-2 pr-4">
                {car.thumbUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail from the site's own media
                  <img
                    src={car.thumbUrl}
                    alt=""
                    width={64}
                    height={48}
                    className="h-12 w-16 rounded object-cover"
                  />
                ) : null}
              </td>
              <td className="py-2 pr-4">
                <Link href={`${STOCK_PATH}/${car.id}`} prefetch={false} className="font-semibold underline">
                  {car.stocknum}
                </Link>
              </td>
              <td className="py-2 pr-4">{car.title}</td>
              <td className="py-2 pr-4">{formatMoney(car.price)}</td>
              <td className="py-2 pr-4">{STOCK_STATE_LABELS[car.state]}</td>
              <td className="py-2">{car.tag ?? ''}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <PaginationNav pagination={pagination} />
    </div>
  );
}
