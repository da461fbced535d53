import { describe, expect, it } from 'vitest';
import { conversionProductView, decimalAmount, productSummary } from './product-summary';

describe('product summary', () => {
  it('gives a Digital current account its fee and a debit card', () => {
    expect(productSummary('CURRENTACCOUNT', 'Digital', 'EUR')).toEqual({
      process: 'CURRENTACCOUNT',
      packageName: 'Digital',
      fee: {
        currency: 'EUR',
        introductoryMonths: 12,
        introductoryMonthly: 0,
        afterwardsMonthly: 500,
      },
      hasDebitCard: true,
    });
  });

  it('leaves a tariff fee out and gives a day deposit neither package nor card', () => {
    expect(productSummary('CURRENTACCOUNT', 'Mladi', 'EUR').fee).toBeNull();
    expect(productSummary('DAYPOSIT', 'Digital', 'EUR')).toEqual({
      process: 'DAYPOSIT',
      packageName: null,
      fee: null,
      hasDebitCard: false,
    });
  });

  it('writes amounts with two decimals', () => {
    expect(decimalAmount(500)).toBe('5.00');
    expect(decimalAmount(0)).toBe('0.00');
    expect(decimalAmount(178_000)).toBe('1780.00');
    expect(decimalAmount(-5)).toBe('-0.05');
  });

  it('describes the conversion with family, name, prices and pricing type', () => {
    expect(conversionProductView(productSummary('CURRENTACCOUNT', 'Digital', 'EUR'))).toEqual({
      productType: 'CURRENTACCOUNT',
      itemList: [
        {
          name: 'Digital',
          attributes: {
            type: 'MAIN_PRODUCT',
            fullPrice: '5.00',
            discountedPrice: '0.00',
            pricingTypeAnalytics: 'INTRODUCTORY_MONTHLY_FEE',
          },
        },
      ],
    });
    const loan = conversionProductView(productSummary('PERSONALLOAN', null, 'EUR'));
    expect(loan.itemList[0]).toEqual({
      name: 'PERSONALLOAN',
      attributes: {
        type: 'MAIN_PRODUCT',
        fullPrice: null,
        discountedPrice: null,
        pricingTypeAnalytics: 'TARIFF',
      },
    });
  });
});
