import 'server-only';
import type { SettingsSection } from '@/domain/console/settings/sections';
import { BRANDING_SETTINGS } from './branding-settings';
import { CONTACT_SETTINGS } from './contact-settings';
import { locationSettings } from './location-settings';
import { offerSettings } from './offer-settings';
import { pageSettings } from './page-settings';
import { promotionSettings } from './promotion-settings';
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
    case 'page':
      return pageSettings(section.pageId) as SectionHandler<unknown>;
    case 'offer':
      return offerSettings(section.offerId) as SectionHandler<unknown>;
    case 'promotion':
      return promotionSettings(section.promotionId) as SectionHandler<unknown>;
  }
}
