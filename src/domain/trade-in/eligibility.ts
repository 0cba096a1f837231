/**
 * H-42: cars over 7 years old or over 100,000 km get no online estimate (checklist proposal: the valuation
 * refuses and shows the FAQ's guidance). The age is the calendar years since the model year, so a 2018 car
 * is 7 in 2025 (eligible) and 8 in 2026 (not).
 */
export const ONLINE_ESTIMATE_LIMITS = { maxAgeYears: 7, maxKm: 100_000 } as const;

export type OnlineEstimateRefusal = 'too_old' | 'too_many_km';

/** Why the car gets no online estimate, or null when it gets one (age first: the FAQ names it first). */
export function onlineEstimateRefusal(
  car: { year: number; km: number | null },
  today: Date,
): OnlineEstimateRefusal | null {
  if (today.getFullYear() - car.year > ONLINE_ESTIMATE_LIMITS.maxAgeYears) return 'too_old';
  // A towed caravan has no odometer (decision 074): only its age counts.
  if (car.km !== null && car.km > ONLINE_ESTIMATE_LIMITS.maxKm) return 'too_many_km';
  return null;
}

/** H-42 `isOnlineEstimateEligible`. */
export function isOnlineEstimateEligible(car: { year: number; km: number | null }, today: Date): boolean {
  return onlineEstimateRefusal(car, today) === null;
}

/** The trade-in FAQ (H-42, H-43): one panel open at a time, all closed at first. */
export const TRADE_IN_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Which cars get an online estimate?',
    answer:
      'Cars up to 7 years old with up to 100,000 km. For older cars or cars with more kilometres, send us ' +
      'your details and the dealer will value your car in person.',
  },
  {
    question: 'Is the online estimate a firm offer?',
    answer:
      'No. The estimate is indicative and subject to an inspection of the car by the dealer. The final offer ' +
      'can be higher or lower once the car has been seen.',
  },
  {
    question: 'I still owe money on my car. Can I trade it in?',
    answer:
      'Yes. The dealer pays out your loan as part of the deal. Bring a finance payout letter from your lender ' +
      'showing the amount owing.',
  },
  {
    question: 'What do I need to bring?',
    answer:
      'The car, all its keys, the registration papers, the service books and, if money is owing, the finance ' +
      'payout letter.',
  },
];

/** What the buyer reads instead of a figure when the car gets no online estimate. */
export const REFUSAL_MESSAGES: Readonly<Record<OnlineEstimateRefusal, string>> = {
  too_old:
    'Cars over 7 years old get no online estimate. Send your details and the dealer will value your car in person.',
  too_many_km:
    'Cars over 100,000 km get no online estimate. Send your details and the dealer will value your car in person.',
};
