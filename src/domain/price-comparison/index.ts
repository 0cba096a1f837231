export * from './types';
export * from './gauge-rules';
export * from './gauge-animation';
export * from './market-tooltip';
export * from './valuation';
