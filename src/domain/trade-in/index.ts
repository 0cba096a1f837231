export * from './condition';
export * from './eligibility';
export * from './estimate';
export * from './rego';
export * from './answer';
export * from './offer';
export * from './photos';
export * from './valuation-column';
