import { escapeXml } from '@/domain/format/xml';
import { escapeControlCharacters } from '@/domain/leads/plain-text';
import {
  acceptedOfferRows,
  CONFIRMATION_TEXTS as T,
  referenceLine,
  successMessage,
  whatHappensNext,
  type LeadConfirmation,
} from './confirmation';

export type ConfirmationEmail = { subject: string; text: string; html: string };

/** An absolute link for the email: a path of the site on its origin; an absolute URL as it is. */
const absolute = (origin: string, href: string) => (/^https?:\/\//.test(href) ? href : `${origin}${href}`);

const oneLine = (text: string) => escapeControlCharacters(text.replace(/[\r\n]+/g, ' ').trim());

type Row = [label: string, value: string];

function sentRows(confirmation: LeadConfirmation, origin: string): Row[] {
  const { car, booking, offerTitle, acceptedOffer } = confirmation;
  const rows: Row[] = [];
  if (car) rows.push(['Car', car.priceText ? `${car.title} (${car.priceText})` : car.title]);
  if (car?.href) rows.push(['Listing', absolute(origin, car.href)]);
  if (offerTitle) rows.push(['Offer', offerTitle]);
  if (acceptedOffer) rows.push(...acceptedOfferRows(acceptedOffer));
  if (booking) rows.push(['Test drive', booking.when]);
  const where = booking && [booking.locationName, booking.address].filter(Boolean).join(', ');
  if (where) rows.push(['Where', where]);
  return rows;
}

function textBody(confirmation: LeadConfirmation, origin: string, receiptUrl: string): string {
  const { contact, booking, message } = confirmation;
  const lines = [
    ...(confirmation.buyerName ? [`Hi ${oneLine(confirmation.buyerName)},`, ''] : []),
    successMessage(confirmation.category),
    referenceLine(confirmation.reference),
    '',
    `${T.sent}:`,
    ...sentRows(confirmation, origin).map(([label, value]) => `  ${label}: ${oneLine(value)}`),
  ];
  if (booking && !booking.confirmed) lines.push('', T.unconfirmed);
  if (message) lines.push('', 'Your message:', escapeControlCharacters(message, { keepNewlines: true }));
  lines.push('', `${T.whatNext}:`, whatHappensNext(confirmation.formType), '', `${T.contact}:`, contact.name);
  if (contact.phone) lines.push(`Phone: ${contact.phone}`);
  if (contact.hours.length > 0) {
    lines.push(`${T.hours}:`, ...contact.hours.map((row) => `  ${row.days}: ${row.hours}`));
  }
  if (confirmation.nextSteps.length > 0) {
    lines.push('', `${T.nextSteps}:`);
    lines.push(...confirmation.nextSteps.map((step) => `  ${step.label}: ${absolute(origin, step.href)}`));
  }
  if (booking) lines.push('', 'The attached calendar file adds your test drive to your calendar.');
  lines.push('', `See your enquiry online: ${receiptUrl}`);
  return `${lines.join('\n')}\n`;
}

const h = escapeXml;

function htmlBody(confirmation: LeadConfirmation, origin: string, receiptUrl: string): string {
  const { contact, booking, car, message } = confirmation;
  const section = (title: string, body: string) =>
    `<h2 style="font-size:18px;margin:24px 0 8px">${h(title)}</h2>${body}`;
  const rows = sentRows(confirmation, origin)
    .map(([label, value]) => {
      const shown = label === 'Listing' ? `<a href="${h(value)}">${h(T.viewCar)}</a>` : h(oneLine(value));
      return `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0">${h(label)}</th><td>${shown}</td></tr>`;
    })
    .join('');
  const photo = car?.image
    ? `<p><img src="${h(absolute(origin, car.image.url))}" alt="${h(car.image.alt)}" width="320" style="max-width:100%;height:auto"></p>`
    : '';
  const unconfirmed = booking && !booking.confirmed ? `<p><strong>${h(T.unconfirmed)}</strong></p>` : '';
  const said = message ? `<p>Your message:</p><p style="white-space:pre-line">${h(message)}</p>` : '';
  const hours = contact.hours.length
    ? `<p>${h(T.hours)}:</p><table>${contact.hours.map((row) => `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0">${h(row.days)}</th><td>${h(row.hours)}</td></tr>`).join('')}</table>`
    : '';
  const steps = confirmation.nextSteps.length
    ? section(
        T.nextSteps,
        `<ul>${confirmation.nextSteps.map((step) => `<li><a href="${h(absolute(origin, step.href))}">${h(step.label)}</a></li>`).join('')}</ul>`,
      )
    : '';
  return [
    '<!doctype html><html lang="en-AU"><head><meta charset="utf-8">',
    `<title>${h(T.title)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#111">`,
    confirmation.buyerName ? `<p>Hi ${h(oneLine(confirmation.buyerName))},</p>` : '',
    `<p>${h(successMessage(confirmation.category))}</p>`,
    `<p><strong>${h(referenceLine(confirmation.reference))}</strong></p>`,
    section(T.sent, `${photo}<table>${rows}</table>${unconfirmed}${said}`),
    section(T.whatNext, `<p>${h(whatHappensNext(confirmation.formType))}</p>`),
    section(
      T.contact,
      `<p>${h(contact.name)}${contact.phone ? `<br>Phone: ${h(contact.phone)}` : ''}</p>${hours}`,
    ),
    steps,
    `<p><a href="${h(receiptUrl)}">See your enquiry online</a></p>`,
    '</body></html>',
  ].join('\n');
}

/**
 * The buyer's confirmation email (decision 053): the same content as the /success page, as plain text
 * and HTML. `receiptUrl` is the page's absolute address with its signed reference.
 */
export function renderConfirmationEmail(
  confirmation: LeadConfirmation,
  options: { origin: string; receiptUrl: string },
): ConfirmationEmail {
  return {
    subject: oneLine(
      `Your ${confirmation.category} with ${confirmation.contact.name}: reference ${confirmation.reference}`,
    ),
    text: textBody(confirmation, options.origin, options.receiptUrl),
    html: htmlBody(confirmation, options.origin, options.receiptUrl),
  };
}
