import type { Metadata } from 'next';
import { StockList } from '@/components/console/stock-list';
import { readStockQuery } from '@/domain/console/stock-edit';
import { loadStockPage } from '@/server/console/stock/stock-list';
import { consoleRoute, type ConsoleRouteProps } from '../console-route';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Stock · Dealer console', robots: { index: false } };

/** /console/stock?q=&state=&page= (decision 062): the site's cars, to find one and edit it. */
export default async function ConsoleStockRoute({ params, searchParams }: ConsoleRouteProps) {
  const { host } = await params;
  const query = readStockQuery(await searchParams);
  const path = '/console/stock';
  return consoleRoute(host, { permission: 'stock.read', path, section: path }, async ({ db, site, can }) => (
    <StockList page={await loadStockPage(db, site.id, query)} query={query} canImport={can('stock.import')} />
  ));
}
