import type { LeadFormValues } from '@/domain/leads';
import type { Database } from '@/server/db/client';
import type { LeadInput, SubmitLeadResult } from '../types';
import type { LeadApiResponse, LeadApiSite } from './lead-api-answers';

/** A lead as the API has read it, before anti-spam and the store add what they know. */
export type UnstoredLeadInput = Omit<LeadInput, 'suspicion' | 'ip' | 'userAgent'>;

export type CreatedLead = Extract<SubmitLeadResult, { kind: 'created' }>;

/**
 * One lead ready to store, as its kind made it: the input (with the kind's own fields and hold), and what the
 * kind adds to the answer, to a retry of a stored lead, and after a new lead's commit.
 */
export type PreparedLead = {
  input: UnstoredLeadInput;
  /** Every answer of this lead, the retry's included (a trade-in valuation carries its estimate). */
  answer?: (response: LeadApiResponse) => LeadApiResponse;
  /** A retry of a lead stored before (a reserve lead goes where the first went). */
  replayed?: (response: LeadApiResponse) => Promise<LeadApiResponse>;
  /** Once a new lead is committed (a trade-in's photos become its own; a reservation's payment page opens). */
  created?: (result: CreatedLead, response: LeadApiResponse) => Promise<LeadApiResponse>;
};

export type LeadKindRequest = { values: LeadFormValues; origin: string; now: Date };

/**
 * What one form kind does with its lead before the store: the lead to store, or the answer refusing it
 * (nothing stored). Kinds without one store the lead as read.
 */
export type LeadKind = (
  db: Database,
  site: LeadApiSite,
  input: UnstoredLeadInput,
  request: LeadKindRequest,
) => Promise<PreparedLead | { refused: LeadApiResponse }>;

/** The kinds with work of their own, by form type; the lead pipeline itself names none. */
export type LeadKinds = Readonly<Record<string, LeadKind>>;
