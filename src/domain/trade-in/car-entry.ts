/**
 * What the valuation form offers the buyer while they describe their car (decision 044), built on the server:
 * whether a rego lookup service can fill the car in (the built-in provider only asks the buyer, so no button
 * then), the site's own make and make:model lists, the ones its search reads, as suggestions, and the
 * odometer's quick picks. Free text stays allowed: the buyer's car need not be in anyone's stock.
 */
export type TradeInCarEntry = {
  hasRegoLookup: boolean;
  /** Every make in the site's stock, by name. */
  makes: string[];
  /** 'Make:Model' for every model in the site's stock, by make then name (the search's make_model values). */
  models: string[];
  /** F-65 the odometer's quick picks ('10,000'), from the site's `finance.kmQuickPicks`. */
  kmQuickPicks: string[];
};

const wholeKilometres = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** F-65: 10000 → '10,000', as the odometer box reads and shows it. */
export function kmQuickPickText(km: number): string {
  return wholeKilometres.format(km);
}

/** The models of the typed make (case and surrounding spaces ignored), in the list's order, each once. */
export function modelSuggestions(models: readonly string[], make: string): string[] {
  const wanted = make.trim().toLowerCase();
  if (wanted === '') return [];
  const found = new Set<string>();
  for (const value of models) {
    const colon = value.indexOf(':');
    if (colon < 0 || value.slice(0, colon).trim().toLowerCase() !== wanted) continue;
    found.add(value.slice(colon + 1));
  }
  return [...found];
}
