export * from './condition';
export * from './eligibility';
export * from './estimate';
export * from './rego';
