import { z } from 'zod';
import { optionalText } from './optional-text';

/** A social profile: an https address on that network's own site, or nothing. */
const profileUrl = (network: string, hosts: readonly string[]) =>
  optionalText(300).refine(
    (value) => value === null || (URL.canParse(value) && isProfileOn(new URL(value), hosts)),
    `Enter the https:// address of the ${network} page, or leave it empty`,
  );

function isProfileOn(url: URL, hosts: readonly string[]): boolean {
  const host = url.hostname.replace(/^www\./, '');
  return url.protocol === 'https:' && hosts.includes(host);
}

/** The contact section: what the footer of every page shows (the address and social links). */
export const contactSchema = z
  .object({
    address: optionalText(300),
    facebookUrl: profileUrl('Facebook', ['facebook.com', 'fb.com', 'm.facebook.com']),
    instagramUrl: profileUrl('Instagram', ['instagram.com']),
  })
  .strict();

export type Contact = z.output<typeof contactSchema>;
