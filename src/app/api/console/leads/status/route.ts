import { consoleRoute } from '@/server/console/console-route';
import { LEAD_STATUS_ENDPOINT } from '@/server/console/leads/lead-endpoints';

export const dynamic = 'force-dynamic';

export const POST = consoleRoute(LEAD_STATUS_ENDPOINT);
