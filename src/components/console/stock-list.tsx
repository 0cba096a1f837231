import Link from 'next/link';
import { PaginationNav } from '@/components/ui/pagination-nav';
import { stockSearch, type StockQuery } from '@/domain/console/stock-edit';
import { paginationFor } from '@/domain/navigation/pagination';
import { ConsoleTable } from './console-table';
import { StockFilterForm } from './stock-filter-form';
import { StockTableRow, type StockRow } from './stock-table-row';

export type { StockRow } from './stock-table-row';

const STOCK_PATH = '/console/stock';

/**
 * The site's cars in the console (decision 062): search by stock number, VIN, rego or name, filter by status;
 * a link to import a feed for roles that may (navigation is data: no link the viewer cannot use).
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
      <StockFilterForm action={STOCK_PATH} query={query} />
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
            <StockTableRow key={car.id} car={car} href={`${STOCK_PATH}/${car.id}`} />
          ))}
        </ConsoleTable>
      )}
      <PaginationNav pagination={pagination} />
    </div>
  );
}
