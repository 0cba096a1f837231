/** What My Garage shows of the buyer's alerts: where they go and the watchlist switch. */
export type AlertsDto = {
  email: string | null;
  watchlist: boolean;
  consentStatement: string | null;
  /** Where an account made by a mobile code adds an email address. */
  addEmailHref: string;
};
