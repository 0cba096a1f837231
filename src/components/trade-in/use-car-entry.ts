'use client';

import { useMemo, type Dispatch, type SetStateAction } from 'react';
import type { LeadFormInitialValues } from '@/domain/leads';
import { modelSuggestions, type TradeInCarEntry } from '@/domain/trade-in/car-entry';
import { useRegoLookup, type RegoLookupControl } from './use-rego-lookup';

/**
 * What the car's fields offer: suggestions for Make and Model (null: no list, the site has no stock) and the
 * rego lookup (null: the site asks the buyer). The Model list follows the typed make; it keeps its list
 * (perhaps empty) so the field stays the same kind of control for a screen reader while the make changes.
 */
export type CarFieldHelp = {
  makes: readonly string[] | null;
  models: readonly string[] | null;
  regoLookup: RegoLookupControl | null;
  /** F-65 the odometer's quick picks, offered as the buyer types (a native datalist). */
  kmQuickPicks: readonly string[] | null;
};

/** The valuation form's help with the buyer's car (decision 044); null for every other form. */
export function useCarEntry(
  entry: TradeInCarEntry | null,
  values: LeadFormInitialValues,
  setValues: Dispatch<SetStateAction<LeadFormInitialValues>>,
): CarFieldHelp | null {
  const regoLookup = useRegoLookup(values, setValues);
  const make = typeof values.make === 'string' ? values.make : '';
  const models = useMemo(() => (entry ? modelSuggestions(entry.models, make) : []), [entry, make]);
  if (!entry) return null;
  return {
    makes: entry.makes.length > 0 ? entry.makes : null,
    models: entry.models.length > 0 ? models : null,
    regoLookup: entry.hasRegoLookup ? regoLookup : null,
    kmQuickPicks: entry.kmQuickPicks.length > 0 ? entry.kmQuickPicks : null,
  };
}
