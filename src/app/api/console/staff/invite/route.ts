import { consoleRoute } from '@/server/console/console-route';
import { STAFF_INVITE_ENDPOINT } from '@/server/console/staff/staff-endpoints';

export const dynamic = 'force-dynamic';

export const POST = consoleRoute(STAFF_INVITE_ENDPOINT);
