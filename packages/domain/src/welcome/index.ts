export * from './activation-code';
export * from './product-summary';
export * from './welcome-api';
export * from './welcome-state';
