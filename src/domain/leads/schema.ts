import { z } from 'zod';
import type { LeadField } from './field-types';
import { checkFieldValue, type FieldCheckContext, type LeadFormValues } from './field-values';
import type { LeadFormKind } from './kinds';
import { leadFormFields } from './resolve-fields';
import type { LeadFormRules } from './rules';

/** Anything that is not an object counts as an empty form. */
const asRecord = (input: unknown): Readonly<Record<string, unknown>> =>
  typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};

/**
 * Every field is checked, in form order, whether or not the browser sent it: a field left out (an unticked
 * box, a missing input) gets the same check and message as an empty one, and the errors come in the order
 * the buyer meets the fields. Keys that are not fields are dropped.
 */
function objectSchema(fields: readonly LeadField[], rules: LeadFormRules): z.ZodType<LeadFormValues> {
  return z.unknown().transform((input, ctx): LeadFormValues => {
    const siblings = asRecord(input);
    const context: FieldCheckContext = { slots: rules.appointmentSlots, today: rules.today, siblings };
    const values: LeadFormValues = {};
    for (const field of fields) {
      const result = checkFieldValue(field, siblings[field.name], context);
      if (result.ok) values[field.name] = result.value;
      else ctx.addIssue({ code: 'custom', message: result.message, path: [field.name] });
    }
    return values;
  });
}

/**
 * The one schema of a form (decision 011: the same zod schema validates in the browser and on the server).
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
