import { describe, expect, it } from 'vitest';
import {
  amortisedPayment,
  calculateRepayment,
  numberOfPayments,
  repaymentTotal,
  roundRepayment,
  roundToCents,
  type LoanInput,
  type RepaymentFrequencyName,
} from './repayment';

/**
 * Published worked examples the F-16/F-17 formula must reproduce, each at the precision its source gives. Every
 * figure below was read in the source's stored public text; none is derived here. Spreadsheet PMT functions take
 * a rate per period and a number of periods: a monthly rate of x%/12 over m months is interest x, term m/12 years.
 */
function loanOf(
  amount: number,
  interestRatePercent: number,
  termYears: number,
  frequency: RepaymentFrequencyName = 'month',
  residual = 0,
): LoanInput {
  return {
    amount,
    deposit: 0,
    tradeIn: 0,
    establishmentFee: 0,
    interestRatePercent,
    termYears,
    residual,
    frequency,
  };
}

const paymentInCents = (input: LoanInput) => roundToCents(amortisedPayment(input));

describe('outside references, Australian car-loan publishers', () => {
  // Savings.com.au, "Car Loan Calculator", https://www.savings.com.au/calculators/car-loan-calculator/ :
  // "$30,000 car loan for 5 years at 6% interest ... (30%) balloon of $9,000": monthly $450.99 with the balloon,
  // $579.98 without (the prose rounds the first to "$451").
  it('Savings.com.au: $30,000, 6%, 5 years, 30% balloon → $450.99; no balloon → $579.98', () => {
    expect(paymentInCents(loanOf(30000, 6, 5, 'month', 9000))).toBe(450.99);
    expect(paymentInCents(loanOf(30000, 6, 5))).toBe(579.98);
    expect(calculateRepayment(loanOf(30000, 6, 5, 'month', 9000), 'nearestDollar').payment).toBe(451);
  });

  // Fox Finance Group, "FAQ", https://www.foxfinancegroup.com.au/faq.html : "$20,000 ... seven year car loan at
  // 5.5% ... weekly repayments of $66.23 and a total of $4,106.88 in interest"; "6.75% over a five year term,
  // you will repay $90.68 each week, with a total of $3,577.34 in interest". Their interest is the unrounded
  // payment × n − principal (the rounded payments would give $4,107.72 and $3,576.80), so it is compared so.
  it('Fox Finance: $20,000 weekly: 5.5%/7 y → $66.23 ($4,106.88 interest); 6.75%/5 y → $90.68 ($3,577.34)', () => {
    const seven = loanOf(20000, 5.5, 7, 'week');
    const five = loanOf(20000, 6.75, 5, 'week');
    expect(paymentInCents(seven)).toBe(66.23);
    expect(paymentInCents(five)).toBe(90.68);
    expect(roundToCents(amortisedPayment(seven) * numberOfPayments(7, 'week') - 20000)).toBe(4106.88);
    expect(roundToCents(amortisedPayment(five) * numberOfPayments(5, 'week') - 20000)).toBe(3577.34);
  });

  // Finder, "Car loan repayment calculator", https://www.finder.com.au/car-loans/car-loan-repayment-calculator
  // (the same tables on https://www.finder.com.au/car-loan-comparison-rate-calculator): $25,000 at 7% over 3 years
  // "Monthly repayment = $772", "Total loan cost over 3 years = $27,790"; $30,000 over 5 years at 7%, 9%, 12%:
  // $595, $623, $668, totals $35,643, $37,366, $40,041; $30,000 at 9% over 3, 5, 7 years: $954, $623, $483,
  // totals $34,344, $37,366, $40,545. Finder rounds up to whole dollars, which is F-18 'ceilDollar' (594.04 → 595,
  // where the nearest dollar would be 594); its totals are the unrounded payment × n, rounded up.
  it("Finder: whole-dollar payments rounded up match F-18 'ceilDollar'", () => {
    const cases: [number, number, number, number, number][] = [
      [25000, 7, 3, 772, 27790],
      [30000, 7, 5, 595, 35643],
      [30000, 9, 5, 623, 37366],
      [30000, 12, 5, 668, 40041],
      [30000, 9, 3, 954, 34344],
      [30000, 9, 7, 483, 40545],
    ];
    for (const [amount, rate, years, payment, total] of cases) {
      const input = loanOf(amount, rate, years);
      expect(calculateRepayment(input, 'ceilDollar').payment).toBe(payment);
      expect(Math.ceil(amortisedPayment(input) * numberOfPayments(years, 'month'))).toBe(total);
    }
  });

  // Money.com.au, "Car loan repayment calculator with balloon",
  // https://www.money.com.au/car-loans/car-loan-repayment-calculator-with-balloon : a table of monthly repayments
  // for $10,000 / $20,000 / $30,000 at 5%, 7.5% and 10%. The stored excerpt does not state the term; all nine
  // figures are 60 monthly payments, and $30,000 at 10% is the checklist's F-16 golden monthly value, $637.41.
  it('money.com.au: the 3 × 3 table of monthly repayments (60 months)', () => {
    const table: [number, number, number][] = [
      [10000, 5, 188.71],
      [10000, 7.5, 200.38],
      [10000, 10, 212.47],
      [20000, 5, 377.42],
      [20000, 7.5, 400.76],
      [20000, 10, 424.94],
      [30000, 5, 566.14],
      [30000, 7.5, 601.14],
      [30000, 10, 637.41],
    ];
    for (const [amount, rate, payment] of table)
      expect(paymentInCents(loanOf(amount, rate, 5))).toBe(payment);
  });

  // Jade Finance, "Car finance calculator", https://jade.finance/car-loans/car-finance-calculator : "a $30,000 loan
  // at 6.75% with a term of 4 years involves monthly repayments of $715 ... 5 years ... $591" (whole dollars; the
  // F-18 default 'nearestDollar' gives the same: 714.91 → 715, 590.50 → 591).
  it("Jade Finance: $30,000 at 6.75%: 4 years → $715, 5 years → $591 ('nearestDollar')", () => {
    expect(calculateRepayment(loanOf(30000, 6.75, 4), 'nearestDollar').payment).toBe(715);
    expect(calculateRepayment(loanOf(30000, 6.75, 5), 'nearestDollar').payment).toBe(591);
  });

  // loan-f3c.pages.dev (publisher not named on the page), "$30,000 auto loan at 5% interest over 5 years",
  // https://loan-f3c.pages.dev/auto-loan-payment/30000-at-5-0-for-5-years : "monthly payment of $566.14 ...
  // total cost to $33,968.40". The total is the rounded payment × 60, the same convention as F-17.
  it('loan-f3c: $30,000, 5%, 5 years → $566.14, total $33,968.40', () => {
    const payment = paymentInCents(loanOf(30000, 5, 5));
    expect(payment).toBe(566.14);
    expect(repaymentTotal(payment, 60, 0)).toBe(33968.4);
  });
});

describe('outside references, spreadsheet PMT documentation', () => {
  // Oracle, PeopleSoft PeopleTools 8.63 Analytic Calculation Engine, "PMT",
  // https://docs.oracle.com/en/applications/peoplesoft/peopletools/8.63/analytic-calculation-engine/pmt.html :
  // "PMT(0.14 / 12, 120, 50000, 0) = -776.33" and, with "a balloon payment of 30000 USD at the end of the 120
  // months", "PMT(0.14 / 12, 120, 50000, -30000) = -660.53" (negative: money paid out).
  it('Oracle PeopleSoft: 50000, 14%, 120 months → 776.33; with a 30000 balloon → 660.53', () => {
    expect(paymentInCents(loanOf(50000, 14, 10))).toBe(776.33);
    expect(paymentInCents(loanOf(50000, 14, 10, 'month', 30000))).toBe(660.53);
  });

  // Microsoft Support, "PMT function" (Excel). The stored English page,
  // https://support.microsoft.com/en-US/excel/functions/pmt-function , is cut off before its examples; the same
  // example appears on the Traditional Chinese edition, https://support.microsoft.com/zh-tw/Excel/functions/pmt-function :
  // 8% a year, 10 monthly payments, $10,000 → ($1,037.03).
  it('Microsoft Excel: $10,000, 8%, 10 months → $1,037.03', () => {
    expect(paymentInCents(loanOf(10000, 8, 10 / 12))).toBe(1037.03);
  });

  // Claris, FileMaker Pro Help, "PMT", https://help.claris.com/en/pro-help/content/pmt.html : "a sports car costing
  // $21,000, at an annual rate of 6.9% over 48 monthly payments. PMT(21000;.069/12;48) returns ... $501.90".
  it('Claris FileMaker: $21,000, 6.9%, 48 months → $501.90', () => {
    expect(paymentInCents(loanOf(21000, 6.9, 4))).toBe(501.9);
  });

  // Apache OpenOffice Wiki, "Calc: PMT function",
  // https://wiki.openoffice.org/wiki/Documentation/How_Tos/Calc:_PMT_function : "PMT(5.5%/12; 12*2; 5000; 0; 0)
  // returns -220.48"; and "OOoES/Traduccion/Calc: Funcion PAGO",
  // https://wiki.openoffice.org/wiki/OOoES/Traduccion/Calc:_Funcion_PAGO : "=PAGO(1,99%/12;36;25000) Devuelve
  // -$715.96", "=PAGO(0.05/12;36;50000) Devuelve -$1,498.54".
  it('Apache OpenOffice: 5000/5.5%/24 → 220.48; 25000/1.99%/36 → 715.96; 50000/5%/36 → 1,498.54', () => {
    expect(paymentInCents(loanOf(5000, 5.5, 2))).toBe(220.48);
    expect(paymentInCents(loanOf(25000, 1.99, 3))).toBe(715.96);
    expect(paymentInCents(loanOf(50000, 5, 3))).toBe(1498.54);
  });

  // MESCIUS, Document Solutions for Excel (Java) formula reference, "PMT",
  // https://developer.mescius.com/document-solutions/java-excel-api/docs/online/formula-reference/financial-functions/pmt :
  // "PMT(6%/12, 15, 5000) gives the result -346.82".
  it('MESCIUS: 5000, 6%, 15 months → 346.82', () => {
    expect(paymentInCents(loanOf(5000, 6, 15 / 12))).toBe(346.82);
  });

  // Adobe, LiveCycle Designer FormCalc reference, "Pmt" (Japanese edition),
  // https://help.adobe.com/ja_JP/livecycle/10.0/DesignerFormCalcRef/WS92d06802c76abadb-32254d55129f5ee7c98-7fb0.html :
  // "Pmt(150000, 0.0475 / 12, 25 * 12)" returns "855.17604207164" (a $150,000 loan at 4.75% over 25 years).
  // Given to 11 places, it is compared unrounded.
  it('Adobe FormCalc: 150000, 4.75%, 300 months → 855.17604207164', () => {
    const payment = amortisedPayment(loanOf(150000, 4.75, 25));
    expect(Math.abs(payment - 855.17604207164)).toBeLessThan(1e-9);
    expect(roundRepayment(payment, 'ceilCents')).toBe(855.18);
  });
});
