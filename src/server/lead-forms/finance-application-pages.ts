import 'server-only';
import { formatMoney, MIN_DISPLAYED_PRICE } from '@/domain/format/money';
import type { FinanceApplicationPageDto } from '@/domain/lead-forms/finance-application-page';
import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import { financeApplicationPrefill } from '@/domain/leads';
import type { Database } from '@/server/db/client';
import { findFormCar } from './queries';
import { loadLeadForm, type LeadFormSite } from './load-form';
import { queryId } from './pages';

type SearchParams = Record<string, string | string[] | undefined>;

/** The form's prefill keys that the form has (the dealership select shows only on some sites). */
function withPrefill(setup: LeadFormSetup, prefill: Record<string, string>): LeadFormSetup {
  const known = Object.entries(prefill).filter(([name]) => name in setup.initialValues);
  return { ...setup, initialValues: { ...setup.initialValues, ...Object.fromEntries(known) } };
}

/**
 * The finance application of one site (decision 028), about a car of that site when `car_id` names one (a car
 * of another site, or none by that id, is ignored: the form opens without it), with the B-22 query
 * prefilled where the form would accept it.
 */
export async function loadFinanceApplicationPage(
  db: Database,
  site: LeadFormSite,
  params: SearchParams,
): Promise<FinanceApplicationPageDto> {
  const carId = queryId(params, 'car_id');
  const car = carId === null ? null : await findFormCar(db, site.id, carId);
  const loaded =
    (car && (await loadLeadForm(db, site, { kind: 'finance_application', carId: car.id }))) ||
    (await loadLeadForm(db, site, { kind: 'finance_application' }));
  if (!loaded) throw new Error(`The finance application of site ${site.id} did not load`);
  const { setup } = loaded;
  const prefill = financeApplicationPrefill(params, {
    dealershipOptions: setup.rules.dealershipOptions,
    car: setup.car && car,
  });
  const priceText = car && car.price > MIN_DISPLAYED_PRICE ? formatMoney(car.price) : null;
  return {
    setup: withPrefill(setup, prefill),
    car: setup.car && { title: setup.car.title, priceText },
  };
}

/** B-29: /finance-and-insurance is a group page; other sites answer 404 (null). */
export async function loadFinanceAndInsurancePage(
  db: Database,
  site: LeadFormSite,
  params: SearchParams,
): Promise<FinanceApplicationPageDto | null> {
  if (site.config.siteType !== 'group') return null;
  return loadFinanceApplicationPage(db, site, params);
}
