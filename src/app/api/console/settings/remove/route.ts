import { consoleRoute } from '@/server/console/console-route';
import { SETTINGS_REMOVE_ENDPOINT } from '@/server/console/settings/settings-endpoints';

export const dynamic = 'force-dynamic';

export const POST = consoleRoute(SETTINGS_REMOVE_ENDPOINT);
