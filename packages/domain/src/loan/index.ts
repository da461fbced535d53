export * from './annuity';
export * from './apr';
export * from './limits';
export * from './money';
export * from './offer';
export * from './risk';
export * from './tenor';
