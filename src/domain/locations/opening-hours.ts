/**
 * Opening hours as the locations hold them (J-26..J-34) and the vehicle page's opening-hours dropdown, one tab
 * per location type present (D-95, J-25). Pure: the server loads the rows of one site.
 */

/** J-26: one weekday of one location's department; weekday 0 = Sunday … 6 = Saturday. */
export type OpeningHoursEntry = {
  weekday: number;
  status: string;
  open: string | null;
  close: string | null;
  formattedHours: string | null;
};

/** The location types (departments) in tab order (J-29). */
export const LOCATION_TYPES = ['sales', 'service', 'parts'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const LOCATION_TYPE_LABELS: Readonly<Record<LocationType, string>> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
};

/** J-28 / J-33: Monday to Sunday, in that order, with 3-letter names. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** J-27: weekdays 1–5 are Monday–Friday; 0 and 6 are the weekend. */
export function isWeekday(weekday: number): boolean {
  return weekday >= 1 && weekday <= 5;
}

/** J-2: a location type '' (or anything unknown) is sales. */
export function locationTypeOf(value: string | null | undefined): LocationType {
  const type = (value ?? '').trim().toLowerCase();
  return (LOCATION_TYPES as readonly string[]).includes(type) ? (type as LocationType) : 'sales';
}

/** '08:30' → '8:30am', '17:00' → '5:00pm'; null for anything that is not a clock time. */
export function formatClockTime(value: string | null): string | null {
  const match = value === null ? null : /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  if (hours > 23 || Number(match[2]) > 59) return null;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]}${hours >= 12 ? 'pm' : 'am'}`;
}

/**
 * J-30/J-31 `formatHours`: an open day shows its formated_hours (else 'open - close'); a closed day, or an
 * open one without any hours, shows the site's closed text ('Closed' or 'By appointment only').
 */
export function formatHours(entry: OpeningHoursEntry | undefined, closedText: string): string {
  if (!entry || entry.status.trim().toLowerCase() !== 'open') return closedText;
  const formatted = entry.formattedHours?.trim();
  if (formatted) return formatted;
  const open = formatClockTime(entry.open);
  const close = formatClockTime(entry.close);
  return open && close ? `${open} - ${close}` : closedText;
}

export type HoursRow = { days: string; hours: string };

/**
 * J-32..J-34 `groupHours`: Monday to Sunday; consecutive weekdays (Mon–Fri) with the same hours are grouped
 * ('Mon-Fri' when all five match, else e.g. 'Mon-Wed'); Saturday and Sunday always stand alone; with
 * `forceFull` every day is listed. A day without an entry is closed.
 */
export function groupHours(
  entries: readonly OpeningHoursEntry[],
  options: { forceFull: boolean; closedText: string },
): HoursRow[] {
  const byDay = new Map(entries.map((entry) => [entry.weekday, entry]));
  const rows: { first: number; last: number; hours: string }[] = [];
  for (const weekday of WEEK_ORDER) {
    const hours = formatHours(byDay.get(weekday), options.closedText);
    const previous = rows[rows.length - 1];
    const joins =
      !options.forceFull && previous !== undefined && isWeekday(weekday) && isWeekday(previous.last);
    if (joins && previous.hours === hours) previous.last = weekday;
    else rows.push({ first: weekday, last: weekday, hours });
  }
  return rows.map(({ first, last, hours }) => ({
    days: first === last ? DAY_NAMES[first]! : `${DAY_NAMES[first]}-${DAY_NAMES[last]}`,
    hours,
  }));
}

/** One location of the car's dealership with its weekly hours per department. */
export type DealerLocationHours = {
  id: number;
  name: string;
  locationType: string;
  isPrimary: boolean;
  hours: Partial<Record<string, OpeningHoursEntry[]>>;
};

export type OpeningHoursTab = {
  type: LocationType;
  label: string;
  locationName: string;
  rows: HoursRow[];
};

/**
 * Whose hours a type's tab shows: the car's own yard when it keeps that department, else the dealership's
 * location of that type (the primary first, then by name), else any of its locations that keeps it.
 */
function locationFor(
  type: LocationType,
  locations: readonly DealerLocationHours[],
  carLocationId: number,
): DealerLocationHours | undefined {
  const keeps = locations.filter((location) => (location.hours[type]?.length ?? 0) > 0);
  const ranked = [...keeps].sort(
    (a, b) =>
      Number(b.id === carLocationId) - Number(a.id === carLocationId) ||
      Number(locationTypeOf(b.locationType) === type) - Number(locationTypeOf(a.locationType) === type) ||
      Number(b.isPrimary) - Number(a.isPrimary) ||
      a.name.localeCompare(b.name),
  );
  return ranked[0];
}

/**
 * D-95/J-25 `openingHoursTabs`: one tab per location type present among the dealership's hours, in the order
 * sales, service, parts; each with its location's name and grouped hours. Empty when there are no hours.
 */
export function openingHoursTabs(
  locations: readonly DealerLocationHours[],
  carLocationId: number,
  options: { forceFull: boolean; closedText: string },
): OpeningHoursTab[] {
  return LOCATION_TYPES.flatMap((type) => {
    const location = locationFor(type, locations, carLocationId);
    if (!location) return [];
    const rows = groupHours(location.hours[type]!, options);
    return [{ type, label: LOCATION_TYPE_LABELS[type], locationName: location.name, rows }];
  });
}
