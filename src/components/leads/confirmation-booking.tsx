import { CONFIRMATION_TEXTS, type ConfirmationBooking } from '@/domain/lead-confirmation/confirmation';
import { buttonLinkClass } from '@/components/ui/button-link';
import { ConfirmationPart } from './confirmation-part';

/** A test drive's time in words, where, whether it still needs the dealer, and its calendar file. */
export function ConfirmationBookingPart({
  booking,
  calendarHref,
}: {
  booking: ConfirmationBooking;
  calendarHref: string;
}) {
  const where = [booking.locationName, booking.address].filter(Boolean).join(', ');
  return (
    <ConfirmationPart id="booking" title={CONFIRMATION_TEXTS.testDrive}>
      <p className="text-lg font-semibold" data-testid="success-booking-time">
        {booking.when}
      </p>
      {where ? <p data-testid="success-booking-place">{where}</p> : null}
      {booking.confirmed ? null : (
        <p data-testid="success-notice" role="status" className="rounded-md bg-foreground/5 p-3">
          {CONFIRMATION_TEXTS.unconfirmed}
        </p>
      )}
      {/* A plain link: a download, never a client-side navigation. */}
      <a href={calendarHref} download className={buttonLinkClass('outline')}>
        {CONFIRMATION_TEXTS.addToCalendar}
      </a>
    </ConfirmationPart>
  );
}
