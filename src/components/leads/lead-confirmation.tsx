import { ButtonLink } from '@/components/ui/button-link';
import {
  CONFIRMATION_TEXTS,
  confirmationMessage,
  confirmationNextStep,
  emailedLine,
  referenceLine,
  type LeadConfirmation as LeadConfirmationDto,
} from '@/domain/lead-confirmation/confirmation';
import { ConfirmationBookingPart } from './confirmation-booking';
import { ConfirmationContactPart } from './confirmation-contact';
import { ConfirmationPart } from './confirmation-part';
import { ConfirmationSent } from './confirmation-sent';

type LeadConfirmationProps = {
  confirmation: LeadConfirmationDto;
  calendarHref: string;
  emailedTo: string | null;
};

/** Decision 052: the /success page of one stored lead, drawn on the server from the lead itself. */
export function LeadConfirmation({ confirmation, calendarHref, emailedTo }: LeadConfirmationProps) {
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <p data-testid="success-message" className="text-lg">
          {confirmationMessage(confirmation)}
        </p>
        <p data-testid="success-reference" className="font-semibold">
          {referenceLine(confirmation.reference)}
        </p>
        {emailedTo ? <p data-testid="success-emailed">{emailedLine(emailedTo)}</p> : null}
      </div>
      <ConfirmationSent confirmation={confirmation} />
      {confirmation.booking ? (
        <ConfirmationBookingPart booking={confirmation.booking} calendarHref={calendarHref} />
      ) : null}
      <ConfirmationPart id="next" title={CONFIRMATION_TEXTS.whatNext}>
        <p>{confirmationNextStep(confirmation)}</p>
      </ConfirmationPart>
      <ConfirmationContactPart contact={confirmation.contact} />
      {confirmation.nextSteps.length > 0 ? (
        <ConfirmationPart id="steps" title={CONFIRMATION_TEXTS.nextSteps}>
          <ul className="flex flex-wrap gap-3">
            {confirmation.nextSteps.map((step) => (
              <li key={step.key}>
                <ButtonLink href={step.href} variant="outline">
                  {step.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </ConfirmationPart>
      ) : null}
    </div>
  );
}
