export * from './emails';
export * from './messages';
export * from './paths';
export * from './reservation';
export * from './status-view';
