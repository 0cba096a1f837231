import { describe, expect, it } from 'vitest';
import {
  BEST_CONDITION,
  CONDITION_QUESTION_KEYS,
  answerKeys,
  conditionFactor,
  describeAnswers,
  type ConditionAnswers,
} from './condition';

describe('condition answers (adjustmentAnswers)', () => {
  it('asks about accidents, service history, tyres, interior, keys and finance owing, in that order', () => {
    expect(CONDITION_QUESTION_KEYS).toEqual([
      'accidentHistory',
      'serviceHistory',
      'tyres',
      'interior',
      'keys',
      'financeOwing',
    ]);
    expect(answerKeys('accidentHistory')).toEqual(['none', 'minor', 'major']);
    expect(answerKeys('keys')).toEqual(['two', 'one']);
  });

  it('values a car in the best condition at factor 1', () => {
    expect(conditionFactor(BEST_CONDITION)).toBe(1);
  });

  it('multiplies the factors of each answer', () => {
    expect(conditionFactor({ ...BEST_CONDITION, accidentHistory: 'minor', tyres: 'replace' })).toBe(0.8835);
    const worst: ConditionAnswers = {
      accidentHistory: 'major',
      serviceHistory: 'none',
      tyres: 'replace',
      interior: 'worn',
      keys: 'one',
      financeOwing: 'yes',
    };
    expect(conditionFactor(worst)).toBe(0.6301);
  });

  it('does not lower the value for finance owing (the dealer pays it out)', () => {
    expect(conditionFactor({ ...BEST_CONDITION, financeOwing: 'yes' })).toBe(1);
  });

  it('describes the answers for the dealer in question order', () => {
    expect(describeAnswers({ ...BEST_CONDITION, tyres: 'replace', keys: 'one' })).toEqual([
      { question: 'Has the car been in an accident?', answer: 'No accidents' },
      { question: 'Service history', answer: 'Full service history' },
      { question: 'Tyres', answer: 'Need replacing' },
      { question: 'Interior', answer: 'Like new' },
      { question: 'Keys', answer: 'One key' },
      { question: 'Is there finance owing on the car?', answer: 'No' },
    ]);
  });
});
