import { ProviderUnavailableError } from '../provider-unavailable-error';

/** Why a text is sent; the only one so far is a sign-in one-time code. */
export type SmsPurpose = 'sign-in-code';

export type SmsMessage = {
  /** The site the text is sent for: the file sender keeps each site's texts apart by it. */
  siteSlug: string;
  /** An E.164 phone number, e.g. +61412345678. */
  to: string;
  body: string;
  purpose: SmsPurpose;
};

/**
 * Sending a text behind one interface (decision 5): the built-in one writes each text to a file under the data
 * directory (development, tests, browser tests); the HTTP one posts it to the configured SMS gateway.
 */
export type SmsSender = {
  readonly name: 'file' | 'http';
  send(message: SmsMessage): Promise<void>;
};

/** The text could not be handed over (network, timeout, HTTP error, refused endpoint, malformed answer). */
export class SmsUnavailableError extends ProviderUnavailableError {
  override name = 'SmsUnavailableError';
}
