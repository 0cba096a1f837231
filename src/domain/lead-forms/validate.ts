import {
  fieldErrorsOf,
  leadFormSchema,
  leadStepSchema,
  type FieldError,
  type LeadFormKind,
  type LeadFormRules,
  type LeadFormStep,
} from '@/domain/leads';

/** H-4 proposal: the errors of one step's own fields, in field order; none means the form may move on. */
export function validateLeadStep(
  kind: LeadFormKind,
  rules: LeadFormRules,
  step: number,
  values: Readonly<Record<string, unknown>>,
): FieldError[] {
  const result = leadStepSchema(kind, rules, step).safeParse(values);
  return result.success ? [] : fieldErrorsOf(result.error);
}

/** The whole form, with the schema the server runs too. */
export function validateLeadForm(
  kind: LeadFormKind,
  rules: LeadFormRules,
  values: Readonly<Record<string, unknown>>,
): FieldError[] {
  const result = leadFormSchema(kind, rules).safeParse(values);
  return result.success ? [] : fieldErrorsOf(result.error);
}

/** The earliest step holding one of the fields in error (the form goes back there); the current one if none. */
export function firstStepWithError(
  steps: readonly LeadFormStep[],
  errors: readonly FieldError[],
  current: number,
): number {
  const index = steps.findIndex((step) =>
    step.fields.some((field) => errors.some((error) => error.field === field.name)),
  );
  return index === -1 ? current : index;
}
