import { consoleRoute } from '@/server/console/console-route';
import { STOCK_IMPORT_ENDPOINT } from '@/server/console/stock/stock-import-api';

export const dynamic = 'force-dynamic';

export const POST = consoleRoute(STOCK_IMPORT_ENDPOINT);
