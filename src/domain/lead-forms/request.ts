import type { LeadFormKind } from '@/domain/leads';

/** The key the form makes when it opens and sends on every retry (POST /api/leads contract). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** 16 random bytes as 32 hex characters: unguessable and within the contract's alphabet. */
export function idempotencyKeyFrom(bytes: Uint8Array): string {
  if (bytes.length < 16) throw new RangeError('an idempotency key needs at least 16 random bytes');
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** H-19 attribution, without personal data: where the buyer came from and what they looked at. */
export type LeadUserData = {
  url: string;
  source: string | null;
  visited_pages: string[];
  linked_query_params: Record<string, string>;
};

export type LeadRequestBody = {
  form_type: LeadFormKind;
  idempotency_key: string;
  car_id: number | null;
  /** The offer an enquiry is about (H-28); the server checks it is this site's. */
  offer_id: number | null;
  location_id: number | null;
  /** The values as the form holds them, under the field names of leadFormFields. */
  fields: Record<string, string | boolean>;
  user_data: LeadUserData;
  /** The ALTCHA payload; '' when the widget could not solve (the server decides what that means). */
  captcha: string;
  /** The honeypot: '' from a person. */
  homepage_url: string;
  opened_at: number;
};

/**
 * What a retry must repeat exactly to be the same submission: the form, the car, the location and the
 * fields. Keys are sorted so the same values always give the same text.
 */
export function submissionFingerprint(
  body: Pick<LeadRequestBody, 'form_type' | 'car_id' | 'location_id' | 'fields'>,
): string {
  const fields = Object.fromEntries(Object.entries(body.fields).sort(([a], [b]) => (a < b ? -1 : 1)));
  return JSON.stringify([body.form_type, body.car_id, body.location_id, fields]);
}
