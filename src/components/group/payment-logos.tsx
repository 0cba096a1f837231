import { PlainImage } from '@/components/ui/plain-image';
import { Container } from '@/components/ui/container';

/** L-21: in the spec's order. Bundled files (no outside request); each logo names its method for screen readers. */
const PAYMENT_METHODS = [
  { name: 'Mastercard', file: 'mastercard' },
  { name: 'Visa', file: 'visa' },
  { name: 'Maestro', file: 'maestro' },
  { name: 'Google Pay', file: 'google-pay' },
  { name: 'Apple Pay', file: 'apple-pay' },
] as const;

/** L-21: 'We accept:' and the five payment logos. */
export function PaymentLogos() {
  return (
    <section aria-label="Payment methods" className="border-t border-foreground/10 py-6">
      <Container className="flex flex-wrap items-center gap-4">
        <p className="font-semibold" id="payment-logos-label">
          We accept:
        </p>
        <ul
          className="flex flex-wrap items-center gap-3"
          aria-labelledby="payment-logos-label"
          data-testid="payment-logos"
        >
          {PAYMENT_METHODS.map((method) => (
            <li key={method.file}>
              <PlainImage
                src={`/static/payment/${method.file}.svg`}
                alt={method.name}
                width={60}
                height={38}
                className="h-[38px] w-[60px] rounded border border-foreground/10"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
