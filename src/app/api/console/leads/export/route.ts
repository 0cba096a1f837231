import { consoleRoute } from '@/server/console/console-route';
import { LEADS_EXPORT_ENDPOINT } from '@/server/console/leads/lead-endpoints';

export const dynamic = 'force-dynamic';

export const GET = consoleRoute(LEADS_EXPORT_ENDPOINT);
