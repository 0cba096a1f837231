import 'server-only';
import {
  savedSearchAlertEmail,
  watchlistAlertEmail,
  type AlertCar,
  type AlertEmail,
} from '@/domain/alerts/alert-email';
import type { WatchedCarChange } from '@/domain/alerts/watched-car';
import { GARAGE_PATH } from '@/domain/account/garage-path';
import { ALERTS_SECTION_ID } from '@/domain/alerts/consent';
import { vehicleHref } from '@/domain/cards/action-links';
import { formatPriceLabel } from '@/domain/cards/price-label';
import { searchCardTitle } from '@/domain/search/page/card';
import type { alertOutbox } from '@/server/db/schema';
import type { StockRow } from '@/server/stock/search/load-stock';
import type { SiteContext } from '@/server/sites/site-context';
import type { SiteIndex } from '@/server/stock/search/engine/site-index';
import type { loadRecipients, Recipient, SubscribedSearch } from './alert-subscribers';
import type { UnsubscribeScope, UnsubscribeSigner } from './unsubscribe-token';

/** What an alert outbox row carries: the message as it will be sent, and its one-click unsubscribe address. */
export type AlertPayload = AlertEmail & {
  siteSlug: string;
  oneClickUrl: string;
  /** The saved search a saved-search alert is about (an unsubscribe drops its emails still waiting). */
  savedSearchId?: number;
};

export const UNSUBSCRIBE_PATH = '/alerts/unsubscribe';
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';

/** Links in an email go to the site's configured address, else to the one the buyer used when they consented. */
const originOf = (run: RunContext, recipient: Recipient) =>
  run.site.config.siteUrl ? new URL(run.site.config.siteUrl).origin : recipient.origin;

function alertCar(run: RunContext, origin: string, row: StockRow): AlertCar {
  return {
    title: searchCardTitle(row),
    price: formatPriceLabel(row, run.site.config.cards).text,
    url: `${origin}${vehicleHref(row.slug)}`,
  };
}

function links(run: RunContext, origin: string, userId: string, scope: UnsubscribeScope) {
  const token = encodeURIComponent(run.sign({ userId, scope }));
  return {
    manageUrl: `${origin}${GARAGE_PATH}#${ALERTS_SECTION_ID}`,
    unsubscribeUrl: `${origin}${UNSUBSCRIBE_PATH}?token=${token}`,
    oneClickUrl: `${origin}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${token}`,
  };
}

export type AlertOutboxRow = typeof alertOutbox.$inferInsert;

/** One site's alert run: what its emails are made from. */
export type RunContext = {
  site: SiteContext;
  index: SiteIndex;
  searches: Map<number, SubscribedSearch>;
  recipients: Awaited<ReturnType<typeof loadRecipients>>;
  sign: UnsubscribeSigner['sign'];
};

function outboxRow(
  run: RunContext,
  row: { userId: string; kind: AlertOutboxRow['kind']; recipient: Recipient },
  email: AlertEmail,
  extra: Pick<AlertPayload, 'oneClickUrl' | 'savedSearchId'>,
): AlertOutboxRow {
  const payload: AlertPayload = { ...email, siteSlug: run.site.slug, ...extra };
  return { siteId: run.site.id, userId: row.userId, kind: row.kind, target: row.recipient.email, payload };
}

/** One saved search's email of new cars (only its own buyer's search and public stock: no one else's data). */
export function searchAlertRow(
  run: RunContext,
  input: { search: SubscribedSearch; recipient: Recipient; rows: readonly StockRow[]; digest: boolean },
): AlertOutboxRow {
  const { search, recipient } = input;
  const origin = originOf(run, recipient);
  const { oneClickUrl, ...footerLinks } = links(run, origin, search.userId, {
    kind: 'search',
    searchId: search.id,
  });
  const email = savedSearchAlertEmail({
    ...footerLinks,
    siteName: run.site.name,
    email: recipient.email,
    stopWhat: 'alerts for this search',
    searchLabel: search.label,
    searchUrl: `${origin}${search.path}`,
    cars: input.rows.map((row) => alertCar(run, origin, row)),
    digest: input.digest,
  });
  const kind = 'saved-search';
  return outboxRow(run, { userId: search.userId, kind, recipient }, email, {
    oneClickUrl,
    savedSearchId: search.id,
  });
}

/** One buyer's email of what changed on their watchlist. */
export function watchlistAlertRow(
  run: RunContext,
  input: {
    userId: string;
    recipient: Recipient;
    changes: readonly { row: StockRow; change: WatchedCarChange }[];
  },
): AlertOutboxRow {
  const origin = originOf(run, input.recipient);
  const { oneClickUrl, ...footerLinks } = links(run, origin, input.userId, { kind: 'watchlist' });
  const email = watchlistAlertEmail({
    ...footerLinks,
    siteName: run.site.name,
    email: input.recipient.email,
    stopWhat: 'watchlist alerts',
    changes: input.changes.map(({ row, change }) => ({ car: alertCar(run, origin, row), change })),
  });
  const target = { userId: input.userId, kind: 'watchlist' as const, recipient: input.recipient };
  return outboxRow(run, target, email, { oneClickUrl });
}
