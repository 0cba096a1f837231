import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button-link';
import type { FinanceCardView } from '@/domain/vehicle/finance-card';

/** D-39: the Car Finance card under the sidebar's actions; its button opens the site's finance enquiry. */
export function FinanceCard({ view }: { view: FinanceCardView }) {
  return (
    <section
      data-testid="finance-card"
      aria-labelledby="finance-card-title"
      className="mt-4 flex flex-col gap-2 rounded-lg border border-foreground/10 p-4"
    >
      <h2 id="finance-card-title" className="flex items-center gap-2 text-lg font-semibold">
        <Icon name="landmark" className="size-5 text-primary" />
        {view.title}
      </h2>
      <p data-testid="finance-card-text" className="text-sm">
        {view.text}
      </p>
      <ButtonLink href={view.href} variant="accent" className="w-full" prefetch={false}>
        {view.buttonLabel}
      </ButtonLink>
    </section>
  );
}
