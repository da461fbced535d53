import {
  ANALYTICS_FIXED_FIELDS,
  MAIN_PRODUCT_ITEM_TYPE,
  type AnalyticsEvent,
  type LightSignupLabel,
} from '@onboarding/domain/analytics';
import { BASE_PATH } from '@onboarding/domain/constants';

/** spec 3 "Analytics events": an item of the product view. */
export interface AnalyticsItem {
  readonly name: string;
  readonly attributes: {
    readonly type: string;
    readonly fullPrice?: number | string | null;
    readonly discountedPrice?: number | string | null;
    readonly pricingTypeAnalytics?: string | null;
  };
}

/** spec 3: the product view for analytics, productType and its itemList. */
export interface AnalyticsProductView {
  readonly productType: string;
  readonly itemList: readonly AnalyticsItem[];
}

/** The product fields of an event, taken from the item of type MAIN_PRODUCT. */
export interface AnalyticsProductFields {
  readonly productFamily: string | null;
  readonly productName: string | null;
  readonly fullPrice: string | null;
  readonly discountedPrice: string | null;
  readonly pricingType: string | null;
}

export const NO_PRODUCT: AnalyticsProductFields = {
  productFamily: null,
  productName: null,
  fullPrice: null,
  discountedPrice: null,
  pricingType: null,
};

function priceText(value: number | string | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** spec 3: the item with type MAIN_PRODUCT is the main product; its family is the productType. */
export function productFieldsOf(view: AnalyticsProductView | null): AnalyticsProductFields {
  if (view === null) return NO_PRODUCT;
  const main = view.itemList.find((item) => item.attributes.type === MAIN_PRODUCT_ITEM_TYPE);
  return {
    productFamily: view.productType,
    productName: main?.name ?? null,
    fullPrice: priceText(main?.attributes.fullPrice),
    discountedPrice: priceText(main?.attributes.discountedPrice),
    pricingType: main?.attributes.pricingTypeAnalytics ?? null,
  };
}

export interface AnalyticsPayload extends AnalyticsProductFields {
  readonly event: AnalyticsEvent;
  /** The route with the /onboarding prefix, e.g. /onboarding/personaldata. */
  readonly virtualPath: string;
  readonly title: string;
  readonly language: string;
  readonly country: typeof ANALYTICS_FIXED_FIELDS.country;
  readonly portalSection: typeof ANALYTICS_FIXED_FIELDS.portalSection;
  readonly bankCode: typeof ANALYTICS_FIXED_FIELDS.bankCode;
  readonly label?: LightSignupLabel;
}

export interface PageContext {
  /** The route inside the hash, e.g. /personaldata (the query is left out). */
  readonly path: string;
  readonly title: string;
  readonly language: string;
  readonly product?: AnalyticsProductView | null;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** spec 3: the virtual path carries the /onboarding prefix. */
export function virtualPathOf(path: string): string {
  const route = path.split(/[?#]/)[0] || '/';
  return route === '/'
    ? `${BASE_PATH}/`
    : `${BASE_PATH}${route.startsWith('/') ? '' : '/'}${route}`;
}

export function buildEvent(event: AnalyticsEvent, context: PageContext): AnalyticsPayload {
  return {
    event,
    virtualPath: virtualPathOf(context.path),
    title: context.title,
    ...productFieldsOf(context.product ?? null),
    language: context.language,
    ...ANALYTICS_FIXED_FIELDS,
  };
}

/**
 * The only way analytics leave the app (spec 3, DESIGN "Analytics"): a push to the page's data
 * layer, which the bank's tag manager reads. Nothing is sent anywhere by this code. A failing push
 * is logged and ignored (spec 3 §8: analytics errors go to the console).
 */
export function pushToDataLayer(payload: AnalyticsPayload, target: Window = window): void {
  try {
    target.dataLayer ??= [];
    target.dataLayer.push(payload);
  } catch (error) {
    console.warn('analytics push failed', error);
  }
}

export function trackPageView(context: PageContext, target?: Window): void {
  pushToDataLayer(buildEvent('custompageview', context), target);
}

export function trackConversion(context: PageContext, target?: Window): void {
  pushToDataLayer(buildEvent('conversion', context), target);
}

/** spec 1 §2: firstLogin or registration=social on the home gate, labelled standard or social. */
export function trackLightSignup(
  label: LightSignupLabel,
  context: PageContext,
  target?: Window,
): void {
  pushToDataLayer({ ...buildEvent('lightsignup', context), label }, target);
}
