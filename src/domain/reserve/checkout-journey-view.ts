/** One optional next step after reserving (B-13), a link to a flow that exists. */
export type JourneyStep = {
  key: 'tradeIn' | 'finance' | 'delivery';
  title: string;
  text: string;
  href: string;
  label: string;
};

/** What /checkout-journey renders. */
export type CheckoutJourneyData = { carTitle: string | null; steps: JourneyStep[] };
