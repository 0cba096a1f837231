import { FINANCE_APPLICATION_FIELD_NAMES } from '@/domain/leads/form-sections';

/** Keys compared without case or separators: `firstName`, `first_name` and `First-Name` are one key. */
export function normaliseLogKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Who the buyer is and how to reach them, and what they wrote. */
const CONTACT = [
  'name',
  'firstName',
  'lastName',
  'fullName',
  'givenName',
  'surname',
  'familyName',
  'contact',
  'applicant',
  'email',
  'emailAddress',
  'replyTo',
  'phone',
  'phoneNumber',
  'mobile',
  'message',
  'comment',
  'comments',
  'address',
  'streetAddress',
  'street',
  'dateOfBirth',
  'dob',
  'licenceNumber',
  'licenseNumber',
  // A number plate leads to its owner (the trade-in valuation asks for it).
  'rego',
];

/** Decision 034: a visitor's IP address is personal information; the request id finds the request instead. */
const NETWORK = [
  'ip',
  'ipAddress',
  'clientIp',
  'clientAddress',
  'remoteAddress',
  'xForwardedFor',
  'forwardedFor',
];

/** Whole submissions and SQL parameters: they hold all of the above under any name. */
const CONTAINERS = ['fields', 'values', 'payload', 'body', 'userData', 'params', 'parameters'];

const SECRETS = ['password', 'secret', 'token', 'apiKey', 'authorization', 'cookie', 'setCookie', 'otp'];

const PERSONAL_KEYS: ReadonlySet<string> = new Set(
  [...CONTACT, ...NETWORK, ...CONTAINERS, ...SECRETS, ...FINANCE_APPLICATION_FIELD_NAMES].map(
    normaliseLogKey,
  ),
);

/** Whether a log field of this name is written as REDACTED (at any depth). */
export function isPersonalLogKey(key: string): boolean {
  return PERSONAL_KEYS.has(normaliseLogKey(key));
}
