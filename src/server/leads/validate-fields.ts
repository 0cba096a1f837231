import { z } from 'zod';
import type { SiteConfig } from '@/config';

/**
 * The per-form field check behind POST /api/leads. This is the minimal pipeline version (contact and
 * message types and lengths); the domain form schemas in src/domain/leads replace its body, keeping the
 * signature, so the browser and the server run the same rules (issue 4).
 */
export type LeadFieldsSite = { id: number; config: Pick<SiteConfig, 'forms'> };

export type ValidatedLeadFields = {
  contact: { name: string | null; email: string | null; phone: string | null };
  message: string | null;
  fields: Record<string, unknown>;
};

export type FieldValidation =
  { ok: true; value: ValidatedLeadFields } | { ok: false; fieldErrors: Record<string, string[]> };

/** 10 digits starting 0, or +61 then 9 digits; spaces allowed (checklist H-13 proposal). */
const AU_PHONE = /^(?:0\d{9}|\+61\d{9})$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((text) => (text === '' ? null : text))
    .nullish()
    .transform((text) => text ?? null);

const otherValue = z.union([
  z.string().max(2000, 'Must be at most 2000 characters'),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(200)).max(50),
]);

const fieldsSchema = z
  .object({
    name: optionalText(120),
    first_name: optionalText(60),
    last_name: optionalText(60),
    email: optionalText(254).refine((email) => email === null || z.email().safeParse(email).success, {
      message: 'Please enter a valid email address',
    }),
    phone: optionalText(20).refine((phone) => phone === null || AU_PHONE.test(phone.replace(/\s/g, '')), {
      message: 'Please enter a valid Australian phone number',
    }),
    message: optionalText(5000),
  })
  .catchall(otherValue)
  .refine((fields) => Object.keys(fields).length <= 60, { message: 'Too many fields', path: ['fields'] })
  .refine((fields) => fields.email !== null || fields.phone !== null, {
    message: 'Please enter an email address or a phone number',
    path: ['email'],
  });

function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'fields';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export function validateLeadFields(formType: string, fields: unknown, site: LeadFieldsSite): FieldValidation {
  const parsed = fieldsSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, fieldErrors: toFieldErrors(parsed.error) };
  const { name, first_name: first, last_name: last, email, phone, message } = parsed.data;
  const messageRequired = formType === 'enquiry' && site.config.forms.enquiryMessageRequired;
  if (messageRequired && message === null) {
    return { ok: false, fieldErrors: { message: ['Please enter a message'] } };
  }
  const fullName = name ?? ([first, last].filter(Boolean).join(' ') || null);
  return {
    ok: true,
    value: { contact: { name: fullName, email, phone }, message, fields: parsed.data },
  };
}
