import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FinanceApplicationSection } from '@/components/leads/finance-application-section';
import { FINANCE_FORM_ID } from '@/domain/lead-forms/finance-application-page';
import { isRouteGated } from '@/domain/account/gating';
import { enforceSignInGate } from '@/server/auth/gate';
import { getDb } from '@/server/db';
import { carShowsFinanceSummary } from '@/server/finance/weekly-finance-line';
import { queryId } from '@/server/lead-forms/pages';
import { loadFinanceApplicationPage } from '@/server/lead-forms/finance-application-pages';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Apply for Finance' };

type ApplyForFinanceProps = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /apply-for-finance?preferredDealership=…&vehiclePriceBudget=…&car_id=…&car_type=…#finance-form (B-22):
 * the finance application, its form at #finance-form.
 */
export default async function ApplyForFinancePage({ params, searchParams }: ApplyForFinanceProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const db = await getDb();
  const query = await searchParams;
  if (isRouteGated(site.config.gating, 'finance')) {
    // B-24: which cars' finance is gated depends on the car, so it is looked at only when the route is gated.
    const carId = queryId(query, 'car_id');
    const financeSummaryVisible =
      carId !== null && (await carShowsFinanceSummary(db, site, carId, new Date()));
    await enforceSignInGate(db, site, query, { route: 'finance', back: '/', financeSummaryVisible });
  }
  const page = await loadFinanceApplicationPage(db, site, query);
  return <FinanceApplicationSection id={FINANCE_FORM_ID} title="Apply for Finance" page={page} />;
}
