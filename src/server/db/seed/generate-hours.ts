import { DEMO_SITES_FILE, type DemoHoliday, type HoursTemplate } from './demo-sites';
import { blockId } from './ids';
import type { PlannedLocation, SitePlan } from './site-plan';
import { addDays, formatHours, localDate, nextMonthDay } from './time';
import type { StaticTables } from './types';

type OpeningRow = StaticTables['openingHours'][number];
type HolidayRow = StaticTables['holidayHours'][number];

function hoursFor(template: HoursTemplate, weekday: number): [string, string] | null {
  if (weekday === 0) return template.sunday;
  if (weekday === 6) return template.saturday;
  if (weekday === 4 && template.thursday) return template.thursday;
  return template.weekdays;
}

/** Seven rows (0 = Sunday … 6 = Saturday) per location and department. */
export function generateOpeningHours(plan: SitePlan): OpeningRow[] {
  return plan.locations.flatMap(({ id, spec }) =>
    Object.entries(spec.departments).flatMap(([department, templateName]) => {
      const template = DEMO_SITES_FILE.hours[templateName];
      if (!template) throw new Error(`Unknown hours template ${templateName} at ${spec.slug}`);
      return [0, 1, 2, 3, 4, 5, 6].map((weekday): OpeningRow => {
        const hours = hoursFor(template, weekday);
        return {
          siteId: plan.siteId,
          locationId: id,
          department,
          weekday,
          status: hours ? 'Open' : 'Closed',
          open: hours?.[0] ?? null,
          close: hours?.[1] ?? null,
          formattedHours: hours ? formatHours(hours[0], hours[1]) : null,
        };
      });
    }),
  );
}

function holidayDate(holiday: DemoHoliday, now: Date): string {
  if (holiday.date) return holiday.date;
  if (holiday.monthDay) return nextMonthDay(now, holiday.monthDay);
  return localDate(addDays(now, holiday.inDays ?? 0));
}

function appliesTo(holiday: DemoHoliday, location: PlannedLocation): boolean {
  if (holiday.locations && !holiday.locations.includes(location.spec.slug)) return false;
  if (holiday.states && !holiday.states.includes(location.spec.state)) return false;
  return location.spec.visible;
}

// Shortened sales hours differ by location, as they would when each dealer sets its own.
const SHORT_OPEN = ['09:00', '10:00'];
const SHORT_CLOSE = ['13:00', '14:00', '15:00'];

type HolidayEntry = Pick<HolidayRow, 'status' | 'startHour' | 'endHour' | 'department' | 'name'>;

function holidayEntries(holiday: DemoHoliday, location: PlannedLocation, index: number): HolidayEntry[] {
  const departments = Object.keys(location.spec.departments);
  if (holiday.closed.includes('all'))
    return [{ status: 'Closed', startHour: null, endHour: null, department: 'all', name: holiday.name }];
  const rows: HolidayEntry[] = departments
    .filter((department) => holiday.closed.includes(department))
    .map((department) => ({
      status: 'Closed',
      startHour: null,
      endHour: null,
      department,
      name: holiday.name,
    }));
  if (holiday.shortSales && departments.includes('sales')) {
    const startHour = SHORT_OPEN[index % SHORT_OPEN.length]!;
    const endHour = SHORT_CLOSE[index % SHORT_CLOSE.length]!;
    rows.push({ status: 'Open', startHour, endHour, department: 'sales', name: holiday.name });
  }
  return rows;
}

/** Holiday rows from the site's data: fixed dates, the next occurrence of a month-day, or days from now. */
export function generateHolidayHours(plan: SitePlan, now: Date): HolidayRow[] {
  const rows: HolidayRow[] = [];
  for (const holiday of plan.site.holidays) {
    const date = holidayDate(holiday, now);
    plan.locations.forEach((location, index) => {
      if (!appliesTo(holiday, location)) return;
      for (const entry of holidayEntries(holiday, location, index)) {
        rows.push({
          id: blockId(plan.block, rows.length),
          siteId: plan.siteId,
          locationId: location.id,
          date,
          createdAt: addDays(now, -30),
          ...entry,
        });
      }
    });
  }
  return rows;
}
