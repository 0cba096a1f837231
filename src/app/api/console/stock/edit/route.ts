import { consoleRoute } from '@/server/console/console-route';
import { STOCK_EDIT_ENDPOINT } from '@/server/console/stock/stock-edit-api';

export const dynamic = 'force-dynamic';

export const POST = consoleRoute(STOCK_EDIT_ENDPOINT);
