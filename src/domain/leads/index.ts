/** The lead forms' rules, shared by the browser and the server (decision 011). */
export * from './consent';
export { EMAIL_MAX_LENGTH, normalizeEmail } from './email';
export * from './errors';
export type {
  LeadField,
  LeadFieldDef,
  LeadFieldType,
  LeadFormStep,
  RequiredUnless,
  SelectOption,
} from './field-types';
export { isFieldRequired, toChecked, type LeadFieldValue, type LeadFormValues } from './field-values';
export { escapeControlCharacters } from './plain-text';
export * from './finance-application';
export * from './finance-application-values';
export { MONEY_MAX, groupThousands, moneyDigits, parseMoney } from './money';
export {
  AUTOGAUGE_ENABLED_FIELD,
  CHECK_OPTION_SUFFIX,
  LEAD_FORM_FIELDS,
  LEAD_FORM_STEP_TITLES,
  MESSAGE_MAX_LENGTH,
  QUICK_TRADE_IN_FORM_TYPE,
  REQUEST_PHOTOS_FIELD,
  REQUEST_PHOTOS_TEXT,
  TEST_DRIVE_DATE_LABEL,
} from './fields';
export * from './fingerprint';
export * from './initial-values';
export * from './kinds';
export * from './messages';
export { parseAuPhone, type AuPhone, type AuPhoneKind } from './phone';
export { POSTCODE_MAX_LENGTH, validatePostcode } from './postcode';
export { SERVICE_CHECK_OPTIONS, leadFormFields, leadFormSteps } from './resolve-fields';
export * from './rules';
export * from './schema';
export * from './submission';
export * from './slots';
export * from './remember';
export * from './reserve';
export * from './booking-caps';
export * from './trade-in-valuation';
export * from './form-sections';
