import 'server-only';
import type { SettingsSection } from '@/domain/console/settings/sections';
import { BRANDING_SETTINGS } from './branding-settings';
import { CONTACT_SETTINGS } from './contact-settings';
import { locationSettings } from './location-settings';
import type { SectionHandler } from './section-handler';

/** The reader and writer of one settings section. */
export function sectionHandler(section: SettingsSection): SectionHandler<unknown> {
  switch (section.kind) {
    case 'branding':
      return BRANDING_SETTINGS as SectionHandler<unknown>;
    case 'contact':
      return CONTACT_SETTINGS as SectionHandler<unknown>;
    case 'location':
      return locationSettings(section.locationId) as SectionHandler<unknown>;
  }
}
