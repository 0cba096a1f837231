import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import {
  detailsToRemember,
  eventCategory,
  eventIdForForm,
  isOfferAccepted,
  type LeadFormInitialValues,
} from '@/domain/leads';
import { reportEvent } from '@/components/analytics/report-event';
import { rememberDetails, saveLeadSuccess } from './lead-storage';

/** The category a lead was sent under: the buyer's choice where the form has one, else the form's own (H-14). */
export function submittedCategory(setup: LeadFormSetup, values: LeadFormInitialValues): string {
  const chosen = values.category;
  return typeof chosen === 'string' && chosen !== ''
    ? chosen
    : eventCategory(setup.kind, setup.car !== null, setup.offer !== null);
}

/**
 * H-21/H-22 and decision 3, before the form moves to /success: the form's analytics event (no personal
 * data, decision 2), the success category and path, and the contact details for the next form when the
 * buyer ticked 'Remember my details' (decision 053).
 */
export function recordLeadSuccess(
  setup: LeadFormSetup,
  values: LeadFormInitialValues,
  { remember }: { remember: boolean },
): void {
  const category = submittedCategory(setup, values);
  const eventId = eventIdForForm(setup.kind, setup.car !== null, isOfferAccepted(values));
  if (eventId !== null) {
    reportEvent(eventId, { formType: setup.kind, category, ...(setup.car ? { carId: setup.car.id } : {}) });
  }
  saveLeadSuccess(setup.siteId, category, window.location.pathname);
  const details = remember ? detailsToRemember(values) : null;
  if (details) rememberDetails(setup.siteId, details);
}
