import { describe, expect, it } from 'vitest';
import { platformDefaults } from '@/config';
import { financeSchema } from '@/config/schema/finance';
import {
  BUDGET_START_FREQUENCY,
  budgetDisclaimer,
  budgetFinderHeading,
  budgetFinderSetup,
  estimatedBudgetText,
  preferredTypesLabel,
} from './budget-finder';
import { budgetDefaults, estimateBudget } from './budget';

const config = { finance: platformDefaults.finance, search: platformDefaults.search };

describe('F-52 texts', () => {
  it('with the default vehicle noun', () => {
    expect(budgetFinderHeading('Car')).toBe('Find cars for your budget');
    expect(preferredTypesLabel('Car')).toBe('Select your preferred car types');
    expect(estimatedBudgetText(38000)).toBe('Your estimated budget is $38,000');
    expect(budgetFinderHeading('Caravan')).toBe('Find caravans for your budget');
  });

  it('F-58 the disclaimer states a 5-year term', () => {
    expect(budgetDisclaimer(5)).toContain('over a 5-year term plus your deposit');
  });
});

describe('budgetFinderSetup', () => {
  it('reads options 134, 137 and 139 and the search sorts', () => {
    const pool = { count: 3, minPrice: 9000, maxPrice: 60000 };
    expect(budgetFinderSetup(config, ['SUV', 'Sedan'], pool)).toEqual({
      vehicleNoun: 'Car',
      repaymentDefaults: { month: 600, week: 200 },
      deposit: 2000,
      termYears: 5,
      quickPicks: [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000],
      bodies: ['SUV', 'Sedan'],
      pool,
      link: {
        enabledRoutes: ['new-used-and-demo-cars', 'new-cars', 'used-cars', 'demo-cars', 'new-and-demo-cars'],
        searchPath: '/search/new-used-and-demo-cars',
        sortKeys: ['relevance', 'latest', 'price_desc', 'price_asc'],
        priceDescKey: 'price_desc',
        priceAscKey: 'price_asc',
      },
    });
  });

  it('F-64 one site type sets $300,000 to $800,000 through moneyQuickPicks', () => {
    const finance = financeSchema.parse({
      moneyQuickPicks: [300000, 400000, 500000, 600000, 700000, 800000],
      vehicleTypeLabel: 'Motorhome',
    });
    const setup = budgetFinderSetup({ ...config, finance }, [], null);
    expect(setup.quickPicks).toEqual([300000, 400000, 500000, 600000, 700000, 800000]);
    expect(setup.vehicleNoun).toBe('Motorhome');
  });

  it('F-54/F-55 the finder opens monthly at $38,000', () => {
    expect(BUDGET_START_FREQUENCY).toBe('month');
    const start = budgetDefaults(config.finance, BUDGET_START_FREQUENCY);
    expect(estimateBudget(start.repayment, start.frequency, start.deposit, 5)).toBe(38000);
  });
});
