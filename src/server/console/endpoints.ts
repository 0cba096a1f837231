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
import { STOCK_EDIT_ENDPOINT } from './stock/stock-edit-api';

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
  STAFF_INVITE_ENDPOINT,
  STAFF_ROLE_ENDPOINT,
  STAFF_REMOVE_ENDPOINT,
  STAFF_RESEND_ENDPOINT,
];
