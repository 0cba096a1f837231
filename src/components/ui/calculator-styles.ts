/**
 * Shared look of the calculator cards: the car page's delivery, fuel and finance calculators and the budget
 * finder (mobile first: full width, 44 px touch targets).
 */
export const CARD_CLASS = 'space-y-4 rounded-lg border border-foreground/15 bg-background p-4 sm:p-6';
export const HEADING_CLASS = 'text-xl font-bold tracking-tight';
export const INPUT_CLASS =
  'min-h-11 w-full rounded-md border border-foreground/40 bg-background px-3 py-2 text-base text-foreground';
export const LABEL_CLASS = 'block text-sm font-semibold';
