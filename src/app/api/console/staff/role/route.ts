import { consoleRoute } from '@/server/console/console-route';
import { STAFF_ROLE_ENDPOINT } from '@/server/console/staff/staff-endpoints';

export const dynamic = 'force-dynamic';

export const POST = consoleRoute(STAFF_ROLE_ENDPOINT);
