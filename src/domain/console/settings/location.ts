import { z } from 'zod';
import { normalizeEmail } from '@/domain/leads/email';
import { isCalendarDate } from '@/domain/leads/calendar-date';
import { parseAuPhone } from '@/domain/leads/phone';
import { LOCATION_TYPES } from '@/domain/locations/opening-hours';
import { dbTextSchema } from '@/domain/validation/db-values';
import { optionalText } from './optional-text';

/** The states a location's address names, as the locations table stores them. */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** Monday first, as buyers read a week (the public hours table's order, J-28). */
export const WEEKDAYS = [
  { weekday: 1, label: 'Monday' },
  { weekday: 2, label: 'Tuesday' },
  { weekday: 3, label: 'Wednesday' },
  { weekday: 4, label: 'Thursday' },
  { weekday: 5, label: 'Friday' },
  { weekday: 6, label: 'Saturday' },
  { weekday: 0, label: 'Sunday' },
] as const;

export const HOLIDAY_DEPARTMENTS = ['all', ...LOCATION_TYPES] as const;

/** Holiday entries one location keeps: years of public holidays, never an unbounded list. */
export const MAX_HOLIDAY_ENTRIES = 100;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const text = (max: number) => dbTextSchema.pipe(z.string().max(max, `Keep it under ${max} characters`));

/** Open from `opens` to `closes` ('08:30', 24-hour), or closed: the times of a closed day are not kept. */
const openSpanShape = { open: z.boolean(), opens: z.string().max(5), closes: z.string().max(5) };

type OpenSpan = { open: boolean; opens: string; closes: string };

/** A span as the hours tables keep it: 'Open' or 'Closed', and clock times only when open. */
export function spanColumns(span: OpenSpan): {
  status: 'Open' | 'Closed';
  from: string | null;
  to: string | null;
} {
  return span.open
    ? { status: 'Open', from: span.opens, to: span.closes }
    : { status: 'Closed', from: null, to: null };
}

/**
 * A table row's status and times as the form's span: open only with both times ('08:30:00' read as '08:30');
 * an open row without them is shown closed, as the public hours table shows it.
 */
export function spanOfColumns(status: string, from: string | null, to: string | null): OpenSpan {
  const open = status.trim().toLowerCase() === 'open' && from !== null && to !== null;
  return open ? { open, opens: from.slice(0, 5), closes: to.slice(0, 5) } : { open, opens: '', closes: '' };
}

function checkOpenSpan(span: OpenSpan, context: z.RefinementCtx): void {
  if (!span.open) return;
  if (!CLOCK_TIME.test(span.opens))
    context.addIssue({ code: 'custom', path: ['opens'], message: 'Enter the opening time, like 08:30' });
  if (!CLOCK_TIME.test(span.closes))
    context.addIssue({ code: 'custom', path: ['closes'], message: 'Enter the closing time, like 17:00' });
  else if (CLOCK_TIME.test(span.opens) && span.closes <= span.opens)
    context.addIssue({
      code: 'custom',
      path: ['closes'],
      message: 'Closing time must be after opening time',
    });
}

const spanOutput = <T extends OpenSpan>(span: T) => (span.open ? span : { ...span, opens: '', closes: '' });

const dayHoursSchema = z
  .object({ weekday: z.number().int().min(0).max(6), ...openSpanShape })
  .strict()
  .superRefine(checkOpenSpan)
  .transform(spanOutput);

const departmentHoursSchema = z
  .object({ department: z.enum(LOCATION_TYPES), days: z.array(dayHoursSchema).length(7) })
  .strict()
  .refine((value) => new Set(value.days.map((day) => day.weekday)).size === 7, 'Give each weekday once');

const holidaySchema = z
  .object({
    date: z.string().refine(isCalendarDate, 'Enter a date'),
    department: z.enum(HOLIDAY_DEPARTMENTS),
    name: optionalText(80),
    ...openSpanShape,
  })
  .strict()
  .superRefine(checkOpenSpan)
  .transform(spanOutput);

const phoneField = optionalText(30).refine(
  (value) => value === null || parseAuPhone(value) !== null,
  'Enter an Australian phone number',
);

const emailField = optionalText(254)
  .refine(
    (value) => value === null || normalizeEmail(value) !== null,
    'Enter an email address like sales@dealer.com.au',
  )
  .transform((value) => (value === null ? null : normalizeEmail(value)));

/**
 * One location's settings: what its page, the header and the footer say of it (name, address, phones,
 * licence), whether buyers see it, its weekly hours per department and its holiday hours.
 */
export const locationSettingsSchema = z
  .object({
    name: text(120).pipe(z.string().trim().min(1, 'Enter the location name')),
    street: optionalText(200),
    city: optionalText(100),
    state: z.union([z.enum(AU_STATES), z.literal('').transform(() => null)]).nullable(),
    postcode: optionalText(4).refine(
      (value) => value === null || /^\d{4}$/.test(value),
      'Enter a 4-digit postcode',
    ),
    phone: phoneField,
    email: emailField,
    dealerLicenseNumber: optionalText(40),
    isVisible: z.boolean(),
    hours: z
      .array(departmentHoursSchema)
      .max(LOCATION_TYPES.length)
      .refine(
        (hours) => new Set(hours.map((entry) => entry.department)).size === hours.length,
        'Give each department once',
      ),
    holidays: z
      .array(holidaySchema)
      .max(MAX_HOLIDAY_ENTRIES, `A location keeps at most ${MAX_HOLIDAY_ENTRIES} holiday entries`)
      .superRefine((holidays, context) => {
        const seen = new Set<string>();
        holidays.forEach((holiday, index) => {
          const key = `${holiday.date} ${holiday.department}`;
          if (seen.has(key))
            context.addIssue({
              code: 'custom',
              path: [index, 'date'],
              message: 'This date is already listed for this department',
            });
          seen.add(key);
        });
      }),
  })
  .strict();

export type LocationSettings = z.output<typeof locationSettingsSchema>;
export type LocationSettingsInput = z.input<typeof locationSettingsSchema>;
