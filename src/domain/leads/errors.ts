import type { z } from 'zod';
import { FORM_ERRORS_TITLE, LEAD_UNEXPECTED_ERROR } from './messages';

export type FieldError = { field: string; message: string };
export type FormErrorSummary = { title: typeof FORM_ERRORS_TITLE; items: FieldError[] };

/** Server-side field errors (e.g. 'Invalid postcode' from the geocoder, H-38) join the same list. */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  const items: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    // One message per field: the first is the one the buyer must fix first.
    if (!items.some((item) => item.field === field)) items.push({ field, message: issue.message });
  }
  return items;
}

/** H-26: 'Please fix the following errors:' and one line per field, in form order (zod reports in shape order). */
export function formErrorSummary(errors: z.ZodError | readonly FieldError[]): FormErrorSummary {
  const items = Array.isArray(errors) ? [...errors] : fieldErrorsOf(errors as z.ZodError);
  return { title: FORM_ERRORS_TITLE, items };
}

/** H-20/H-25: a lead answer without lead_id shows its own error, or the spec's fallback text. */
export function leadErrorMessage(result: { lead_id?: string | null; error?: string | null }): string | null {
  if (result.lead_id) return null;
  const error = result.error?.trim();
  return error ? error : LEAD_UNEXPECTED_ERROR;
}
