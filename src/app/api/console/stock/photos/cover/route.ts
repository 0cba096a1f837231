import { consoleRoute } from '@/server/console/console-route';
import { PHOTO_COVER_ENDPOINT } from '@/server/console/stock/photo-order-api';

export const dynamic = 'force-dynamic';

export const POST = consoleRoute(PHOTO_COVER_ENDPOINT);
