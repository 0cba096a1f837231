import { telHref } from '@/domain/format/phone';
import { CONFIRMATION_TEXTS, type ConfirmationContact } from '@/domain/lead-confirmation/confirmation';
import { ConfirmationPart } from './confirmation-part';

/** The dealer's name, phone and sales hours. */
export function ConfirmationContactPart({ contact }: { contact: ConfirmationContact }) {
  return (
    <ConfirmationPart id="contact" title={CONFIRMATION_TEXTS.contact}>
      <p className="font-medium">{contact.name}</p>
      {contact.phone ? (
        <p>
          Phone:{' '}
          <a
            href={telHref(contact.phone)}
            className="font-semibold text-primary underline underline-offset-2"
          >
            {contact.phone}
          </a>
        </p>
      ) : null}
      {contact.hours.length > 0 ? (
        <table className="w-full max-w-sm">
          <caption className="mb-1 text-left font-medium">{CONFIRMATION_TEXTS.hours}</caption>
          <tbody>
            {contact.hours.map((row) => (
              <tr key={row.days}>
                <th scope="row" className="py-0.5 pr-4 text-left font-normal text-muted">
                  {row.days}
                </th>
                <td className="py-0.5">{row.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </ConfirmationPart>
  );
}
