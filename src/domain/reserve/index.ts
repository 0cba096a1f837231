export * from './emails';
export * from './hold';
export * from './messages';
export * from './paths';
export * from './reservation';
export * from './status-view';
