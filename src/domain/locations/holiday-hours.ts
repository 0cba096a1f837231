import { formatWeekdayDate } from '@/domain/format/date';
import { formatClockTime, type LocationType } from './opening-hours';

/** J-35: one special (holiday) hours entry; department 'all' or '' applies to every department. */
export type HolidayHoursEntry = {
  /** 'YYYY-MM-DD', a calendar date of the site's time zone. */
  date: string;
  status: string;
  startHour: string | null;
  endHour: string | null;
  department: string;
  locationName: string | null;
  /** What the day is ('Christmas Day'); not in the spec's entry, shown when the dealer names it. */
  name: string | null;
};

/** One line of the holiday hours modal. */
export type HolidayHoursRow = {
  date: string;
  /** 'Today' (J-37), else e.g. 'Thursday 25 December'. */
  dayLabel: string;
  name: string | null;
  /** 'Closed', or the open hours '9:00am - 1:00pm'. */
  hours: string;
};

const EVERY_DEPARTMENT = new Set(['all', '']);

function matchesDepartment(entry: HolidayHoursEntry, department: LocationType): boolean {
  const value = entry.department.trim().toLowerCase();
  return EVERY_DEPARTMENT.has(value) || value === department;
}

/** Open with both hours known shows them; anything else (closed, or open without hours) is closed. */
function holidayHoursText(entry: HolidayHoursEntry): string {
  if (entry.status.trim().toLowerCase() !== 'open') return 'Closed';
  const start = formatClockTime(entry.startHour);
  const end = formatClockTime(entry.endHour);
  return start && end ? `${start} - ${end}` : 'Closed';
}

/**
 * J-36, J-37, J-41 `upcomingHolidayHours`: the entries of this location (location_name = its name) and
 * department ('all' or '' match every department) dated today or later, in ascending date order; today's
 * is labelled 'Today'. `today` is the site's calendar date ('YYYY-MM-DD' in its time zone, N-5).
 */
export function upcomingHolidayHours(
  entries: readonly HolidayHoursEntry[],
  location: { name: string },
  department: LocationType,
  today: string,
): HolidayHoursRow[] {
  return entries
    .filter(
      (entry) =>
        entry.locationName === location.name && entry.date >= today && matchesDepartment(entry, department),
    )
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((entry) => ({
      date: entry.date,
      dayLabel: entry.date === today ? 'Today' : formatWeekdayDate(entry.date),
      name: entry.name?.trim() || null,
      hours: holidayHoursText(entry),
    }));
}

export type HolidayHoursSection = { type: LocationType; label: string; rows: HolidayHoursRow[] };

/**
 * The modal's content (J-38): one section per department the location keeps, each with its upcoming
 * entries; departments without any are left out, so an empty list means the button is hidden.
 */
export function holidayHoursSections(
  entries: readonly HolidayHoursEntry[],
  location: { name: string },
  departments: readonly { type: LocationType; label: string }[],
  today: string,
): HolidayHoursSection[] {
  return departments.flatMap(({ type, label }) => {
    const rows = upcomingHolidayHours(entries, location, type, today);
    return rows.length > 0 ? [{ type, label, rows }] : [];
  });
}
