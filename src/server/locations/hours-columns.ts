import 'server-only';
import { openingHours } from '@/server/db/schema';

/** The columns of one opening-hours row (J-26) with its department, as every hours read selects them. */
export const openingHourColumns = {
  department: openingHours.department,
  weekday: openingHours.weekday,
  status: openingHours.status,
  open: openingHours.open,
  close: openingHours.close,
  formattedHours: openingHours.formattedHours,
};
