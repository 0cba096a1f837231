import type { Metadata } from 'next';
import { StockImport } from '@/components/console/stock-import';
import { consoleRoute, type ConsoleRouteProps } from '../../console-route';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Import stock · Dealer console', robots: { index: false } };

/** /console/stock/import (decision 063): a stock feed file into this site, and what became of each row. */
export default async function ConsoleStockImportRoute({ params }: Pick<ConsoleRouteProps, 'params'>) {
  const { host } = await params;
  const access = {
    permission: 'stock.import',
    path: '/console/stock/import',
    section: '/console/stock',
  } as const;
  return consoleRoute(host, access, async () => <StockImport />);
}
