import 'server-only';
import type { ConsoleEndpoint } from './console-route';
import {
  LEAD_ASSIGN_ENDPOINT,
  LEAD_NOTE_ENDPOINT,
  LEAD_STATUS_ENDPOINT,
  LEADS_EXPORT_ENDPOINT,
} from './leads/lead-endpoints';
import {
  STAFF_INVITE_ENDPOINT,
  STAFF_REMOVE_ENDPOINT,
  STAFF_RESEND_ENDPOINT,
  STAFF_ROLE_ENDPOINT,
} from './staff/staff-endpoints';
import { PHOTO_COVER_ENDPOINT, PHOTO_REMOVE_ENDPOINT } from './stock/photo-order-api';
import {
  SETTINGS_DISCARD_ENDPOINT,
  SETTINGS_DRAFT_ENDPOINT,
  SETTINGS_PUBLISH_ENDPOINT,
  SETTINGS_REMOVE_ENDPOINT,
} from './settings/settings-endpoints';
import { STOCK_EDIT_ENDPOINT } from './stock/stock-edit-api';
import { STOCK_IMPORT_ENDPOINT } from './stock/stock-import-api';
import { STOCK_PHOTO_UPLOAD_ENDPOINT } from './stock/stock-photos-api';

/**
 * Every console API endpoint. The authorisation matrix test runs each of them for every role on its own site
 * and on another site, and checks that each route file under src/app/api/console serves one of these.
 */
export const CONSOLE_ENDPOINTS: readonly ConsoleEndpoint[] = [
  LEAD_STATUS_ENDPOINT,
  LEAD_NOTE_ENDPOINT,
  LEAD_ASSIGN_ENDPOINT,
  LEADS_EXPORT_ENDPOINT,
  STOCK_EDIT_ENDPOINT,
  STOCK_PHOTO_UPLOAD_ENDPOINT,
  PHOTO_REMOVE_ENDPOINT,
  PHOTO_COVER_ENDPOINT,
  STOCK_IMPORT_ENDPOINT,
  STAFF_INVITE_ENDPOINT,
  STAFF_ROLE_ENDPOINT,
  STAFF_REMOVE_ENDPOINT,
  STAFF_RESEND_ENDPOINT,
  SETTINGS_DRAFT_ENDPOINT,
  SETTINGS_PUBLISH_ENDPOINT,
  SETTINGS_DISCARD_ENDPOINT,
  SETTINGS_REMOVE_ENDPOINT,
];
