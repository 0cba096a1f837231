import { describe, expect, it } from 'vitest';
import { financeApplicationPrefill } from './finance-application-values';
import { leadFormSections } from './form-sections';
import { TWO_DEALERSHIPS } from './test-rules';

const subject = { dealershipOptions: TWO_DEALERSHIPS, car: null };
const car = { price: 32990.4, carType: 'demo', dealershipSlug: 'bay-auto' };

describe('B-22 financeApplicationPrefill', () => {
  it('opens with the link’s dealership, budget and car type', () => {
    const query = { preferredDealership: 'city-motors', vehiclePriceBudget: '45000', car_type: 'used' };
    expect(financeApplicationPrefill(query, subject)).toEqual({
      dealership_slug: 'city-motors',
      vehicle_price_budget: '45000',
      car_type: 'used',
    });
  });

  it('ignores values the form would refuse', () => {
    const query = { preferredDealership: 'elsewhere', vehiclePriceBudget: '45000.50', car_type: 'vintage' };
    expect(financeApplicationPrefill(query, subject)).toEqual({});
    expect(financeApplicationPrefill({ vehiclePriceBudget: ['1', '2'] }, subject)).toEqual({});
    expect(financeApplicationPrefill({ vehiclePriceBudget: '0' }, subject)).toEqual({});
    expect(financeApplicationPrefill({ vehiclePriceBudget: '99999999' }, subject)).toEqual({});
  });

  it('fills the gaps from the car, whose dealership wins', () => {
    const query = { preferredDealership: 'city-motors' };
    expect(financeApplicationPrefill(query, { ...subject, car })).toEqual({
      dealership_slug: 'bay-auto',
      vehicle_price_budget: '32990',
      car_type: 'demo',
    });
    expect(
      financeApplicationPrefill({ vehiclePriceBudget: '30000', car_type: 'used' }, { ...subject, car }),
    ).toMatchObject({ vehicle_price_budget: '30000', car_type: 'used' });
    // A placeholder price ($10 or less) is no budget.
    expect(financeApplicationPrefill({}, { ...subject, car: { ...car, price: 1 } })).not.toHaveProperty(
      'vehicle_price_budget',
    );
  });
});

describe('leadFormSections', () => {
  it('labels the answers step by step for the dealer’s email', () => {
    const fields = {
      vehicle_price_budget: 32990,
      car_type: 'used',
      deposit: null,
      loan_term_months: '60',
      employment_status: 'Full-time',
      employer_name: 'Harbour Logistics',
      employment_years: '10+',
      net_monthly_income: 6200,
      monthly_housing_cost: 0,
      name: 'Jo Citizen',
      date_of_birth: '1990-07-15',
      licence_type: 'Full',
      opt_in: false,
      credit_consent: true,
    };
    expect(leadFormSections('finance_application', fields)).toEqual([
      {
        title: 'Your Loan',
        lines: [
          { label: 'Vehicle Price or Budget', value: '$32,990' },
          { label: 'Car Type', value: 'Used' },
          { label: 'Loan Term', value: '5 years (60 months)' },
        ],
      },
      {
        title: 'Employment',
        lines: [
          { label: 'Employment Status', value: 'Full-time' },
          { label: 'Employer or Business Name', value: 'Harbour Logistics' },
          { label: 'Years with Employer', value: '10 or more' },
        ],
      },
      {
        title: 'Income and Expenses',
        lines: [
          { label: 'Net Monthly Income (after tax)', value: '$6,200' },
          { label: 'Monthly Rent or Mortgage', value: '$0' },
        ],
      },
      {
        title: 'Your Details',
        lines: [
          { label: 'Date of Birth', value: '1990-07-15' },
          { label: 'Licence Type', value: 'Full' },
          { label: 'Marketing opt-in', value: 'No' },
          { label: 'Credit assessment consent', value: 'Yes' },
        ],
      },
    ]);
  });
});
