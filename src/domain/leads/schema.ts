import { z } from 'zod';
import type { LeadField } from './field-types';
import { checkFieldValue, type LeadFieldValue } from './field-values';
import type { LeadFormKind } from './kinds';
import { leadFormFields } from './resolve-fields';
import type { LeadFormRules } from './rules';

/** Validated values by field name: text (null when left empty), booleans for checkboxes. */
export type LeadFormValues = Record<string, LeadFieldValue>;

function fieldSchema(field: LeadField, rules: LeadFormRules) {
  return z.unknown().transform((raw, ctx): LeadFieldValue => {
    const result = checkFieldValue(field, raw, rules.appointmentSlots);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });
}

/**
 * Every field key is present before the object is parsed, so a field the browser left out (an unticked
 * box, a missing input) gets the same check and message as an empty one. Anything that is not an object
 * counts as an empty form.
 */
function withEveryKey(names: readonly string[]) {
  return (input: unknown): Record<string, unknown> => {
    const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
    return Object.fromEntries(names.map((name) => [name, source[name]]));
  };
}

function objectSchema(fields: readonly LeadField[], rules: LeadFormRules): z.ZodType<LeadFormValues> {
  const shape = Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, rules)]));
  const names = fields.map((field) => field.name);
  return z.preprocess(withEveryKey(names), z.object(shape)) as unknown as z.ZodType<LeadFormValues>;
}

/**
 * The one schema of a form (issue 4: "the same zod schema validates in the browser and on the server").
 * Input: the form's values as posted (FormData entries or JSON); output: checked, normalised values. Keys
 * that are not fields of this form (captcha, honeypot, idempotency key) are dropped.
 */
export function leadFormSchema(kind: LeadFormKind, rules: LeadFormRules): z.ZodType<LeadFormValues> {
  return objectSchema(leadFormFields(kind, rules), rules);
}

/** H-4 proposal: a step checks only its own fields before the form moves on. */
export function leadStepSchema(
  kind: LeadFormKind,
  rules: LeadFormRules,
  step: number,
): z.ZodType<LeadFormValues> {
  const fields = leadFormFields(kind, rules).filter((field) => field.step === step);
  return objectSchema(fields, rules);
}
