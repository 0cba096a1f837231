import { LeadForm } from '@/components/leads/lead-form';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { RESERVE_MESSAGES } from '@/domain/reserve';
import type { CheckoutPageData } from '@/domain/reserve/checkout-view';

const HEADING_ID = 'checkout-heading';

function PaymentNote({ page }: { page: CheckoutPageData }) {
  return page.payment === 'stripe' ? (
    <p>
      You pay the {page.deposit} deposit by card on Stripe&apos;s secure payment page. The car is reserved for
      you for {page.holdHours} hours as soon as the payment is confirmed.
    </p>
  ) : (
    <p>
      No card needed now: the car is reserved for you for {page.holdHours} hours and you pay the{' '}
      {page.deposit} deposit at the dealership. The dealer will contact you to confirm.
    </p>
  );
}

/**
 * Reserve online (B-11/B-12, D-56; decision 046): the deposit and how it is paid, the refund terms the buyer
 * agrees to, and the reserve form, which shows the car (H-29). A car no longer reservable says so and links
 * back to it.
 */
export function CheckoutPage({ page }: { page: CheckoutPageData }) {
  return (
    <section aria-labelledby={HEADING_ID} className="py-10">
      <Container>
        <div className="mx-auto max-w-2xl space-y-6">
          <h1 id={HEADING_ID} className="text-3xl font-bold tracking-tight">
            Reserve this car for {page.deposit}
          </h1>
          {page.cancelled && (
            <p role="status" className="rounded-md bg-foreground/5 p-4">
              Payment cancelled: nothing was charged and the car is not reserved. You can try again below.
            </p>
          )}
          {page.form ? (
            <>
              <div className="space-y-3">
                <h2 className="text-xl font-semibold">How it works</h2>
                <PaymentNote page={page} />
                <h3 className="font-semibold">Deposit and refund terms</h3>
                <p data-testid="refund-terms">{page.refundTerms}</p>
              </div>
              <LeadForm
                setup={page.form}
                labelledBy={HEADING_ID}
                submitLabel={page.payment === 'stripe' ? `Pay ${page.deposit} deposit` : 'Reserve Now'}
              />
            </>
          ) : (
            <div className="space-y-4">
              <p className="font-semibold">
                {page.car.title}
                {page.car.price && <span className="text-muted font-normal"> · {page.car.price}</span>}
              </p>
              <p role="status">{RESERVE_MESSAGES.notReservable}</p>
              <ButtonLink href={page.car.href}>Back to the car</ButtonLink>
            </div>
          )}
        </div>
      </Container>
    </section>
  );
}
