import { z } from 'zod';
import type { RememberedDetails } from '@/domain/leads';

const CONTACT_FIELDS = ['name', 'email', 'phone'] as const;

const detailsSchema = z.object({
  name: z.string().min(1).max(200),
  email: z.string().min(1).max(320),
  phone: z.string().min(1).max(40),
});

/** Decision 3: the details this browser keeps; anything unreadable counts as nothing kept. */
export function parseRememberedDetails(raw: string | null): RememberedDetails | null {
  try {
    const parsed = detailsSchema.safeParse(JSON.parse(raw ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type Values = Record<string, string | boolean>;

/** Fills name, email and phone the form has and the buyer has not typed yet; nothing else changes. */
export function prefillValues(values: Values, details: RememberedDetails): Values {
  const next = { ...values };
  for (const name of CONTACT_FIELDS) {
    if (next[name] === '') next[name] = details[name];
  }
  return next;
}

/** 'Forget my details': empties the fields that still show what was remembered, keeps what was retyped. */
export function clearPrefilledValues(values: Values, details: RememberedDetails): Values {
  const next = { ...values };
  for (const name of CONTACT_FIELDS) {
    if (next[name] === details[name]) next[name] = '';
  }
  return next;
}

/** Decision 053: the box that lets this browser keep the buyer's details (unticked until they tick it). */
export const REMEMBER_DETAILS_LABEL = 'Remember my details';
export const REMEMBER_DETAILS_HINT =
  'Saves your name, email and phone in this browser to fill in your next enquiry.';

/** The box shows on a form that asks for all three details the browser may keep. */
export function canRememberDetails(fieldNames: readonly string[]): boolean {
  return CONTACT_FIELDS.every((name) => fieldNames.includes(name));
}
