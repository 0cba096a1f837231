import 'server-only';
import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import type { VehiclePageData } from '@/domain/vehicle/page-data';
import { SIDEBAR_LABELS } from '@/domain/vehicle/sidebar-actions';
import type { Database } from '@/server/db/client';
import { loadLeadForm, type LeadFormSite } from '@/server/lead-forms/load-form';

type SearchParams = Record<string, string | string[] | undefined>;

/** A lead form shown on the car's page itself: the modal's target without script (D-103). */
export type VehiclePageForm = { id: string; title: string; setup: LeadFormSetup };

export type VehiclePageFormParam = 'enquire' | 'request_photos';

/**
 * `?enquire=1#enquire` asks for Enquire Now and `?request_photos=1#request-photos` for Request Photos about
 * this car on its page (the links the modals fall back to); null for any other query.
 */
export function vehiclePageFormParam(params: SearchParams): VehiclePageFormParam | null {
  if (params.enquire === '1') return 'enquire';
  return params.request_photos === '1' ? 'request_photos' : null;
}

/** The form `vehiclePageFormParam` asked for; null for none, or when the site hides the action. */
export async function loadVehiclePageForm(
  db: Database,
  site: LeadFormSite,
  data: VehiclePageData,
  param: VehiclePageFormParam | null,
): Promise<VehiclePageForm | null> {
  const { actions } = data.config.vehicle;
  const chosen =
    param === 'enquire' && !actions.enquire.hidden
      ? { kind: 'enquiry' as const, id: 'enquire', title: actions.enquire.label ?? SIDEBAR_LABELS.enquire }
      : param === 'request_photos' && !actions.requestPhotos.hidden
        ? {
            kind: 'request_photos' as const,
            id: 'request-photos',
            title: actions.requestPhotos.label ?? SIDEBAR_LABELS.requestPhotos,
          }
        : null;
  if (!chosen) return null;
  const loaded = await loadLeadForm(db, site, { kind: chosen.kind, carId: data.car.id });
  return loaded ? { id: chosen.id, title: chosen.title, setup: loaded.setup } : null;
}
