export * from './format';
export * from './limits';
export * from './rows';
export type * from './types';
