import type { ProductState } from '../states';

// A module of its own, without the welcome's schemas: the applicant app's first requests read the
// state of a returning applicant's welcome (the shown-step cookie), and importing it from
// welcome-api.ts brought the page's schemas and what they import (IBAN checks, the deposit's and
// the loan payout's schemas) into every private page's first script.

/** ACTIVE: the product is open. WAITING_FOR_PAYMENT: a penny transfer is still to arrive. */
export const WELCOME_STATES = ['ACTIVE', 'WAITING_FOR_PAYMENT'] as const;
export type WelcomeState = (typeof WELCOME_STATES)[number];

/**
 * The welcome page's state from the product's (spec 1 §9): open once active; before that a penny
 * transfer is awaited. The page knows it from the status before its own data has come.
 */
export function welcomeStateOf(productState: ProductState): WelcomeState {
  return productState === 'PRODUCT_ACTIVE' ? 'ACTIVE' : 'WAITING_FOR_PAYMENT';
}
