import { z } from 'zod';
import { dbIdSchema } from '@/domain/validation/db-values';

/**
 * Issue 18: the site settings the console edits, each saved as a draft, previewed, then published. A
 * location's settings (details, weekly and holiday hours) are one section per location.
 */
export type SettingsSection =
  { kind: 'branding' } | { kind: 'contact' } | { kind: 'location'; locationId: number };

/** A draft's key in settings_drafts.section: 'branding', 'contact' or 'location:{id}'. */
export function settingsSectionKey(section: SettingsSection): string {
  return section.kind === 'location' ? `location:${section.locationId}` : section.kind;
}

const LOCATION_KEY = /^location:(\d{1,10})$/;

/** The section a key names, or null for anything else. */
export function settingsSectionOf(key: string): SettingsSection | null {
  if (key === 'branding' || key === 'contact') return { kind: key };
  const locationId = dbIdSchema.safeParse(Number(LOCATION_KEY.exec(key)?.[1])).data;
  return locationId === undefined ? null : { kind: 'location', locationId };
}

export const settingsSectionKeySchema = z
  .string()
  .max(40)
  .transform((key, context) => {
    const section = settingsSectionOf(key);
    if (section) return section;
    context.addIssue({ code: 'custom', message: 'Unknown settings section' });
    return z.NEVER;
  });

/** Where each section is edited in the console. */
export function settingsSectionPath(section: SettingsSection): string {
  return section.kind === 'location'
    ? `/console/settings/locations/${section.locationId}`
    : `/console/settings/${section.kind}`;
}
