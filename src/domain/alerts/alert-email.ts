import { formatMoney } from '@/domain/format/money';
import type { WatchedCarChange } from './watched-car';

/** A car as an alert email names it: its title, its price (or no-price text) and its page's address. */
export type AlertCar = { title: string; price: string; url: string };
export type AlertEmail = { subject: string; text: string };

/** How many cars one email lists; the rest are a click away on the search. */
export const ALERT_EMAIL_CAR_LIMIT = 10;

type Footer = {
  siteName: string;
  email: string;
  manageUrl: string;
  unsubscribeUrl: string;
  stopWhat: string;
};

function footer({ siteName, email, manageUrl, unsubscribeUrl, stopWhat }: Footer): string[] {
  return [
    '',
    '--',
    `You get this email because you asked ${siteName} for alerts at ${email}.`,
    `Manage your alerts: ${manageUrl}`,
    `Stop ${stopWhat}: ${unsubscribeUrl}`,
  ];
}

const carLines = (car: AlertCar) => [`${car.title} — ${car.price}`, car.url, ''];

/** New stock for one saved search: every car of this email, or the first ten and the search for the rest. */
export function savedSearchAlertEmail(
  input: Footer & { searchLabel: string; searchUrl: string; cars: readonly AlertCar[]; digest: boolean },
): AlertEmail {
  const { cars } = input;
  const count = cars.length === 1 ? 'A new car matches' : `${cars.length} new cars match`;
  const shown = cars.slice(0, ALERT_EMAIL_CAR_LIMIT);
  const more = cars.length - shown.length;
  const intro = input.digest ? `Since yesterday, ${count.toLowerCase()}` : count;
  return {
    subject: `${count} your search: ${input.searchLabel}`,
    text: [
      `${intro} your saved search “${input.searchLabel}” at ${input.siteName}.`,
      '',
      ...shown.flatMap(carLines),
      more > 0 ? `And ${more} more. See them all: ${input.searchUrl}` : `See the search: ${input.searchUrl}`,
      ...footer(input),
    ].join('\n'),
  };
}

/** One watched car's change, in words. */
export function describeWatchedChange(change: WatchedCarChange): string {
  switch (change.kind) {
    case 'price-drop':
      return `Price dropped from ${formatMoney(change.from)} to ${formatMoney(change.to)}`;
    case 'reserved':
      return 'Reserved by another buyer';
    case 'sold':
      return 'Sold';
    case 'available-again':
      return 'Available again';
  }
}

/** What changed on the buyer's watchlist since the last email: one line and link per car. */
export function watchlistAlertEmail(
  input: Footer & { changes: readonly { car: AlertCar; change: WatchedCarChange }[] },
): AlertEmail {
  const [first] = input.changes;
  const subject =
    input.changes.length === 1 && first
      ? `${first.car.title}: ${describeWatchedChange(first.change)}`
      : `${input.changes.length} cars on your watchlist changed`;
  return {
    subject,
    text: [
      `News of the cars on your watchlist at ${input.siteName}:`,
      '',
      ...input.changes.flatMap(({ car, change }) => [
        `${car.title}: ${describeWatchedChange(change)}`,
        `Now ${car.price}. ${car.url}`,
        '',
      ]),
      ...footer(input),
    ].join('\n'),
  };
}
