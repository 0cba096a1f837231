export * from './emails';
export * from './hold';
export * from '@/domain/leads/reserve-messages';
export * from './paths';
export * from './refund-terms';
export * from './reservation';
export * from './status-view';
export * from './webhook-match';
