import { consoleRoute } from '@/server/console/console-route';
import { LEAD_NOTE_ENDPOINT } from '@/server/console/leads/lead-endpoints';

export const dynamic = 'force-dynamic';

export const POST = consoleRoute(LEAD_NOTE_ENDPOINT);
