import 'server-only';
import { z } from 'zod';
import { DB_INTEGER_MAX } from '@/domain/validation/db-limits';
import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import { isLeadFormKind } from '@/domain/leads';
import type { Database } from '@/server/db/client';
import { loadLeadForm, type LeadFormSite } from './load-form';

export type LeadFormApiResponse =
  | { status: 200; body: { setup: LeadFormSetup } }
  | { status: 400; body: { error: string; fieldErrors: Record<string, string> } }
  | { status: 404; body: { error: string } };

const id = z.coerce.number().int().positive().max(DB_INTEGER_MAX);
const querySchema = z.object({ car: id.optional(), location: id.optional(), offer: id.optional() });

/**
 * GET /api/lead-forms/{kind}?car={id} or ?offer={id}: one form's setup for a modal (the search cards' Quick
 * Enquiry and Book a Test Drive, the offer cards' enquiry button). The rules are this site's; a car or offer
 * of another site is not found.
 */
function notFoundError(query: z.infer<typeof querySchema>): string {
  if (query.car) return 'Unknown car';
  return query.offer ? 'Unknown offer' : 'Unknown location';
}

export async function handleLeadFormApi(
  db: Database,
  site: LeadFormSite,
  kind: string,
  searchParams: URLSearchParams,
): Promise<LeadFormApiResponse> {
  if (!isLeadFormKind(kind)) return { status: 404, body: { error: 'Unknown form' } };
  const query = querySchema.safeParse(Object.fromEntries(searchParams));
  if (!query.success) {
    const field = String(query.error.issues[0]?.path[0] ?? 'query');
    return {
      status: 400,
      body: { error: 'Invalid form request', fieldErrors: { [field]: 'Expected an id' } },
    };
  }
  const loaded = await loadLeadForm(db, site, {
    kind,
    carId: query.data.car ?? null,
    locationId: query.data.location ?? null,
    offerId: query.data.offer ?? null,
  });
  if (!loaded) return { status: 404, body: { error: notFoundError(query.data) } };
  return { status: 200, body: { setup: loaded.setup } };
}
