import 'server-only';
import type { Database } from '@/server/db/client';
import type { AssessDependencies } from '@/server/leads/anti-spam';
import { answerLeadApi } from '@/server/leads/api/lead-api';
import type { LeadApiRequest, LeadApiResponse, LeadApiSite } from '@/server/leads/api/lead-api-answers';
import type { LeadKinds } from '@/server/leads/api/lead-kind';
import { reserveLeadKind } from '@/server/reserve/reserve-lead-kind';
import type { ReserveDependencies } from '@/server/reserve/reserve-lead';
import { tradeInLeadKind } from '@/server/trade-in/trade-in-lead';

/**
 * The form kinds with work of their own. The lead pipeline (server/leads) knows none of them; the kinds import
 * the pipeline's types, and this one place puts them together, so leads never import reserve or trade-in.
 */
export function leadKinds(reserve: ReserveDependencies = {}): LeadKinds {
  return { trade_in: tradeInLeadKind, reserve: reserveLeadKind(reserve) };
}

/** POST /api/leads for one site, every kind included (see answerLeadApi); tests pass their fakes' services. */
export function handleLeadApi(
  db: Database,
  site: LeadApiSite,
  request: LeadApiRequest,
  now: Date,
  antiSpam: AssessDependencies = {},
  reserve: ReserveDependencies = {},
): Promise<LeadApiResponse> {
  return answerLeadApi(db, site, request, now, { antiSpam, kinds: leadKinds(reserve) });
}
