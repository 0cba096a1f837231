/** Opening and holiday hours as the location data holds them (J-26, J-35; S2 §3). */
export type OpeningHoursEntry = {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  status: string;
  open: string | null;
  close: string | null;
  department?: string;
};

export type HolidayHoursInput = {
  date: string;
  status: string;
  startHour: string | null;
  endHour: string | null;
  department?: string;
};

/** Minutes after local midnight, [start, end). */
export type Interval = [number, number];

/** '08:30', '8:30' or '17:00:00' → minutes; '24:00' closes at midnight. Anything else is no time. */
export function parseClockTime(value: string | null): number | null {
  const match = value === null ? null : /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 1440 ? minutes : null;
}

function interval(start: string | null, end: string | null): Interval | null {
  const from = parseClockTime(start);
  const to = parseClockTime(end);
  return from !== null && to !== null && to > from ? [from, to] : null;
}

const isOpen = (status: string) => status.trim().toLowerCase() === 'open';

/** J-2: a location type '' means sales; a holiday for 'all' or '' applies to every department. */
function appliesTo(entryDepartment: string | undefined, department: string, isHoliday: boolean): boolean {
  const entry = entryDepartment ?? department;
  if (isHoliday && (entry === 'all' || entry === '')) return true;
  return entry === department || (entry === '' && department === 'sales');
}

function subtract(intervals: Interval[], [from, to]: Interval): Interval[] {
  return intervals.flatMap(([start, end]): Interval[] => {
    if (to <= start || from >= end) return [[start, end]];
    return [
      ...(from > start ? [[start, from] as Interval] : []),
      ...(to < end ? [[to, end] as Interval] : []),
    ];
  });
}

function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * The hours a department is open on one date: the weekday's hours, unless a holiday entry closes the day
 * (Closed without hours), replaces the hours (Open with hours, e.g. shorter sales hours) or closes part
 * of the day (Closed with hours).
 */
export function openIntervalsOn(
  isoDate: string,
  department: string,
  openingHours: readonly OpeningHoursEntry[],
  holidays: readonly HolidayHoursInput[],
): Interval[] {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  const regular = openingHours
    .filter(
      (entry) =>
        entry.weekday === weekday && isOpen(entry.status) && appliesTo(entry.department, department, false),
    )
    .map((entry) => interval(entry.open, entry.close))
    .filter((hours): hours is Interval => hours !== null);
  const today = holidays.filter(
    (entry) => entry.date === isoDate && appliesTo(entry.department, department, true),
  );
  const withHours = today.map((entry) => ({ entry, hours: interval(entry.startHour, entry.endHour) }));
  if (withHours.some(({ entry, hours }) => !isOpen(entry.status) && hours === null)) return [];
  const replaced = withHours.filter(({ entry, hours }) => isOpen(entry.status) && hours !== null);
  let open = merge(replaced.length > 0 ? replaced.map(({ hours }) => hours!) : regular);
  for (const { entry, hours } of withHours) {
    if (!isOpen(entry.status) && hours !== null) open = subtract(open, hours);
  }
  return open;
}
