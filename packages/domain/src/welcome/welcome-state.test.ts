import { describe, expect, it } from 'vitest';
import { PRODUCT_STATES } from '../states';
import { welcomeStateOf } from './welcome-state';

describe('welcomeStateOf', () => {
  it('when the product is active, then the welcome is open', () => {
    expect(welcomeStateOf('PRODUCT_ACTIVE')).toBe('ACTIVE');
  });

  it('when the product waits for its penny transfer, or is in any other state, then the welcome waits for the payment', () => {
    expect(welcomeStateOf('PRODUCT_PENNY_TRANSFER_DISPLAYED')).toBe('WAITING_FOR_PAYMENT');
    const others = PRODUCT_STATES.filter((state) => state !== 'PRODUCT_ACTIVE');
    expect(others.map(welcomeStateOf)).toEqual(others.map(() => 'WAITING_FOR_PAYMENT'));
  });
});
