import { describe, expect, it } from 'vitest';
import {
  productFieldsOf,
  trackConversion,
  trackLightSignup,
  trackPageView,
  virtualPathOf,
} from './data-layer';

function fakeWindow() {
  return {} as Window;
}

const product = {
  productType: 'CURRENTACCOUNT',
  itemList: [
    { name: 'Card', attributes: { type: 'ADDON', fullPrice: 1, discountedPrice: 0 } },
    {
      name: 'Digital package',
      attributes: {
        type: 'MAIN_PRODUCT',
        fullPrice: 5,
        discountedPrice: 0,
        pricingTypeAnalytics: 'monthly',
      },
    },
  ],
};

describe('analytics data layer (spec 3 "Analytics events")', () => {
  it('pushes a custompageview with the /onboarding virtual path and the fixed fields', () => {
    const target = fakeWindow();
    trackPageView(
      { path: '/personaldata', title: 'Personal data', language: 'sl', product },
      target,
    );
    expect(target.dataLayer).toEqual([
      {
        event: 'custompageview',
        virtualPath: '/onboarding/personaldata',
        title: 'Personal data',
        productFamily: 'CURRENTACCOUNT',
        productName: 'Digital package',
        fullPrice: '5',
        discountedPrice: '0',
        pricingType: 'monthly',
        language: 'sl',
        country: 'slo',
        portalSection: 'onboarding',
        bankCode: 'isps',
      },
    ]);
  });

  it('takes the MAIN_PRODUCT item as the product, and nothing without a product', () => {
    expect(productFieldsOf(product).productName).toBe('Digital package');
    expect(productFieldsOf({ productType: 'DAYPOSIT', itemList: [] })).toEqual({
      productFamily: 'DAYPOSIT',
      productName: null,
      fullPrice: null,
      discountedPrice: null,
      pricingType: null,
    });
    expect(productFieldsOf(null).productFamily).toBeNull();
  });

  it('labels the lightsignup event standard or social and keeps earlier pushes', () => {
    const target = fakeWindow();
    target.dataLayer = [{ earlier: true }];
    trackLightSignup('social', { path: '/', title: 'Your application', language: 'en' }, target);
    trackConversion({ path: '/welcome', title: 'Welcome', language: 'en' }, target);
    expect(target.dataLayer).toHaveLength(3);
    expect(target.dataLayer[1]).toMatchObject({
      event: 'lightsignup',
      label: 'social',
      virtualPath: '/onboarding/',
    });
    expect(target.dataLayer[2]).toMatchObject({
      event: 'conversion',
      virtualPath: '/onboarding/welcome',
    });
  });

  it('writes the virtual path without the query', () => {
    expect(virtualPathOf('/usermessages/errorpage?reason=AGE')).toBe(
      '/onboarding/usermessages/errorpage',
    );
    expect(virtualPathOf('/')).toBe('/onboarding/');
  });
});
