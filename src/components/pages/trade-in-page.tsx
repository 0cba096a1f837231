import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import type { TradeInCarEntry } from '@/domain/trade-in/car-entry';
import { Container } from '@/components/ui/container';
import { LeadForm } from '@/components/leads/lead-form';
import { LeadFormPage } from '@/components/leads/lead-form-page';
import { TRADE_IN_FAQ_ID, TradeInFaq } from '@/components/trade-in/trade-in-faq';

type TradeInPageProps = {
  title: string;
  intro: string;
  valuation: LeadFormSetup;
  /** The valuation's rego lookup and make and model suggestions, from the site's own config and stock. */
  carEntry: TradeInCarEntry;
  /** The quick trade-in contact form (H-35), for buyers who would rather be called. */
  quickForm: LeadFormSetup;
};

const HEADING_ID = 'trade-in-heading';

/**
 * /trade-in, /sell-my-car, /sell-your-car and /cars/trade-in?car_id= (B-14..B-16): the valuation
 * in three steps with its estimate, the FAQ (H-42, H-43), and the quick contact form.
 */
export function TradeInPage({ title, intro, valuation, carEntry, quickForm }: TradeInPageProps) {
  return (
    <>
      <section aria-labelledby={HEADING_ID} className="py-10">
        <Container>
          <div className="mx-auto max-w-2xl space-y-6">
            <div className="space-y-2">
              <h1 id={HEADING_ID} className="text-3xl font-bold tracking-tight">
                {title}
              </h1>
              <p className="text-muted">{intro}</p>
            </div>
            <LeadForm
              setup={valuation}
              labelledBy={HEADING_ID}
              submitLabel="Get My Estimate"
              faqHref={`#${TRADE_IN_FAQ_ID}`}
              carEntry={carEntry}
            />
          </div>
        </Container>
      </section>
      <Container>
        <div className="mx-auto max-w-2xl py-6">
          <TradeInFaq />
        </div>
      </Container>
      <LeadFormPage
        id="quick-trade-in"
        title="Rather talk it through?"
        intro="Leave your details and the dealer will call you about your car."
        setup={quickForm}
        headingLevel={2}
      />
    </>
  );
}
