import { z } from 'zod';
import { regoSchema, regoStateSchema, type RegoState } from './rego';

/**
 * GET /api/trade-in/rego?rego={plate}&state={state} (decision 044): the rules its query is checked by,
 * and the answers the valuation form reads. Whatever the lookup cannot tell, the buyer types in.
 */
export const REGO_LOOKUP_PATH = '/api/trade-in/rego';

export const REGO_LOOKUP_ASK_MESSAGE = "Enter your car's year, make and model below.";
export const REGO_LOOKUP_UNAVAILABLE_MESSAGE = `The lookup is not available right now. ${REGO_LOOKUP_ASK_MESSAGE}`;
export const REGO_LOOKUP_TOO_MANY_MESSAGE = `Too many lookups from your connection: try again in a minute. ${REGO_LOOKUP_ASK_MESSAGE}`;
export const REGO_LOOKUP_LOOKING_MESSAGE = 'Looking up your car…';

export type RegoLookupQuery = { rego: string; state: RegoState };
export type RegoLookupFieldErrors = { rego?: string; state?: string };

export type RegoLookupQueryCheck =
  { ok: true; query: RegoLookupQuery } | { ok: false; message: string; fieldErrors: RegoLookupFieldErrors };

/**
 * The plate (normalised: 'abc 123' is ABC123) and the state (its lower-case code; 'NSW' is read as 'nsw'), each
 * with its own message when wrong; the first message is the one a buyer is shown.
 */
export function checkRegoLookupQuery(input: { rego: unknown; state: unknown }): RegoLookupQueryCheck {
  const rego = regoSchema.safeParse(typeof input.rego === 'string' ? input.rego : '');
  const stateText = typeof input.state === 'string' ? input.state.trim().toLowerCase() : '';
  const state = regoStateSchema.safeParse(stateText);
  if (rego.success && state.success) return { ok: true, query: { rego: rego.data, state: state.data } };
  const fieldErrors: RegoLookupFieldErrors = {};
  if (!rego.success) fieldErrors.rego = rego.error.issues[0]?.message;
  if (!state.success) fieldErrors.state = state.error.issues[0]?.message;
  const message = fieldErrors.rego ?? fieldErrors.state ?? 'Invalid request';
  return { ok: false, message, fieldErrors };
}

/** 'We could not find ABC123 in NSW. Enter your car's year, make and model below.' */
export function regoNotFoundMessage({ rego, state }: RegoLookupQuery): string {
  return `We could not find ${rego} in ${state.toUpperCase()}. ${REGO_LOOKUP_ASK_MESSAGE}`;
}

const carText = z.string().min(1).max(100);

/** The 200 answer: the car the plate belongs to, or why the buyer describes it instead. */
export const regoLookupAnswerSchema = z.discriminatedUnion('found', [
  z.object({
    found: z.literal(true),
    year: z.number().int(),
    make: carText,
    model: carText,
    badge: carText.nullable(),
  }),
  z.object({ found: z.literal(false), message: z.string().min(1) }),
]);

export type RegoLookupAnswer = z.infer<typeof regoLookupAnswerSchema>;
export type RegoLookupFound = Extract<RegoLookupAnswer, { found: true }>;

/** What the form's Year, Make, Model and Badge fields are set to from a found car (the buyer may edit them). */
export function regoLookupValues(car: RegoLookupFound): Record<'year' | 'make' | 'model' | 'badge', string> {
  return { year: String(car.year), make: car.make, model: car.model, badge: car.badge ?? '' };
}

/** 'Found a 2020 Toyota RAV4 GX: check the details below.' — announced, so the buyer knows what changed. */
export function regoFoundMessage(car: RegoLookupFound): string {
  const name = [String(car.year), car.make, car.model, car.badge].filter(Boolean).join(' ');
  return `Found a ${name}: check the details below.`;
}
