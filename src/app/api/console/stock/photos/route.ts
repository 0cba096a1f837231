import { consoleRoute } from '@/server/console/console-route';
import { STOCK_PHOTO_UPLOAD_ENDPOINT } from '@/server/console/stock/stock-photos-api';

export const dynamic = 'force-dynamic';

export const POST = consoleRoute(STOCK_PHOTO_UPLOAD_ENDPOINT);
