/**
 * The trade-in condition questions: each answer scales the estimate. The factors are ours (the spec
 * names the questions' purpose, 'adjustmentAnswers', not their weights; decision 044). Finance owing changes
 * nothing about the car's value: the dealer pays the loan out, which needs a payout letter (H-42).
 */
export const CONDITION_QUESTIONS = {
  accidentHistory: {
    label: 'Has the car been in an accident?',
    answers: {
      none: { label: 'No accidents', factor: 1 },
      minor: { label: 'Minor damage, professionally repaired', factor: 0.93 },
      major: { label: 'Major damage or unrepaired damage', factor: 0.8 },
    },
  },
  serviceHistory: {
    label: 'Service history',
    answers: {
      full: { label: 'Full service history', factor: 1 },
      partial: { label: 'Partial service history', factor: 0.96 },
      none: { label: 'No service history', factor: 0.9 },
    },
  },
  tyres: {
    label: 'Tyres',
    answers: {
      good: { label: 'Good tread on all tyres', factor: 1 },
      fair: { label: 'Some wear', factor: 0.98 },
      replace: { label: 'Need replacing', factor: 0.95 },
    },
  },
  interior: {
    label: 'Interior',
    answers: {
      excellent: { label: 'Like new', factor: 1 },
      good: { label: 'Normal wear', factor: 0.98 },
      worn: { label: 'Worn, stained or damaged', factor: 0.94 },
    },
  },
  keys: {
    label: 'Keys',
    answers: {
      two: { label: 'Two or more keys', factor: 1 },
      one: { label: 'One key', factor: 0.98 },
    },
  },
  financeOwing: {
    label: 'Is there finance owing on the car?',
    answers: {
      no: { label: 'No', factor: 1 },
      yes: { label: 'Yes', factor: 1 },
    },
  },
} as const;

type Questions = typeof CONDITION_QUESTIONS;
export type ConditionQuestion = keyof Questions;
export type ConditionAnswers = { [Q in ConditionQuestion]: keyof Questions[Q]['answers'] };

export const CONDITION_QUESTION_KEYS = Object.keys(CONDITION_QUESTIONS) as ConditionQuestion[];

/** The answers of a car in the best condition: what the form starts from. */
export const BEST_CONDITION: ConditionAnswers = {
  accidentHistory: 'none',
  serviceHistory: 'full',
  tyres: 'good',
  interior: 'excellent',
  keys: 'two',
  financeOwing: 'no',
};

/** The answer keys of one question, in the order the form offers them. */
export function answerKeys<Q extends ConditionQuestion>(question: Q): (keyof Questions[Q]['answers'])[] {
  return Object.keys(CONDITION_QUESTIONS[question].answers) as (keyof Questions[Q]['answers'])[];
}

function answerOf<Q extends ConditionQuestion>(question: Q, answers: ConditionAnswers) {
  const options: Record<string, { label: string; factor: number }> = CONDITION_QUESTIONS[question].answers;
  return options[answers[question] as string]!;
}

/** The product of every answer's factor, rounded to 4 decimals (1 = best condition). */
export function conditionFactor(answers: ConditionAnswers): number {
  const product = CONDITION_QUESTION_KEYS.reduce((factor, key) => factor * answerOf(key, answers).factor, 1);
  return Math.round(product * 10_000) / 10_000;
}

/** The answers as the dealer reads them ('Tyres: Need replacing'), in question order (H-46's adjustmentAnswers). */
export function describeAnswers(answers: ConditionAnswers): { question: string; answer: string }[] {
  return CONDITION_QUESTION_KEYS.map((key) => ({
    question: CONDITION_QUESTIONS[key].label,
    answer: answerOf(key, answers).label,
  }));
}
