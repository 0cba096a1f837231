'use client';

import { useEffect, useState } from 'react';
import {
  budgetPoolFromResult,
  budgetPoolState,
  type BudgetLinkContext,
  type BudgetPool,
} from '@/domain/budget-finder/budget-search';
import { searchApiQuery } from '@/domain/search/api-query';
import { fetchSearchResult } from '@/components/search-client/search-request';

/** Toggling several body types in a row asks once. */
const POOL_DEBOUNCE_MS = 300;

export type BudgetPoolStatus = 'ready' | 'loading' | 'failed';

const SEPARATOR = '\u0000';
const keyOf = (bodies: readonly string[]) => bodies.join(SEPARATOR);
const bodiesOf = (key: string) => (key === '' ? [] : key.split(SEPARATOR));

/**
 * F-57/F-59: the pool for the selected body types. The server's answer for no selection comes with the page;
 * other selections are asked of GET /api/search (debounced, a superseded request aborted) and remembered. While
 * loading, or after a failure, the pool is unknown (null), which never blocks the button.
 */
export function useBudgetPool(
  link: BudgetLinkContext,
  bodies: readonly string[],
  initial: BudgetPool | null,
): { pool: BudgetPool | null; status: BudgetPoolStatus } {
  const key = keyOf(bodies);
  const [pools, setPools] = useState<ReadonlyMap<string, BudgetPool | null>>(() => new Map([['', initial]]));
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const isKnown = pools.has(key);

  useEffect(() => {
    if (isKnown) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = searchApiQuery(budgetPoolState(link, bodiesOf(key)));
      fetchSearchResult(query, controller.signal).then(
        (result) => {
          const pool = budgetPoolFromResult(result, link.priceAscKey !== null);
          setPools((known) => new Map(known).set(key, pool));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('[budget-finder] the stock check failed; the button stays available', error);
          setFailedKey(key);
        },
      );
    }, POOL_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, isKnown, link]);

  if (isKnown) return { pool: pools.get(key) ?? null, status: 'ready' };
  return { pool: null, status: failedKey === key ? 'failed' : 'loading' };
}
