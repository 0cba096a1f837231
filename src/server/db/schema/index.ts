export * from './sites';
export * from './catalogue';
export * from './dealerships';
export * from './vehicles';
export * from './content';
export * from './accounts';
export * from './leads';
export * from './events';
