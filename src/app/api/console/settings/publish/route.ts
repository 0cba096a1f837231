import { consoleRoute } from '@/server/console/console-route';
import { SETTINGS_PUBLISH_ENDPOINT } from '@/server/console/settings/settings-endpoints';

export const dynamic = 'force-dynamic';

export const POST = consoleRoute(SETTINGS_PUBLISH_ENDPOINT);
