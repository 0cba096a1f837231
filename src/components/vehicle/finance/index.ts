export { FinanceCalculatorSection } from './finance-calculator-section';
