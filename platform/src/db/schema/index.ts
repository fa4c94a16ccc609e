export * from './platform';
export * from './registry';
export * from './storage';
export * from './delivery';
