/** spec 3 "Analytics events": what is pushed to the page data layer. */
export const ANALYTICS_EVENTS = ['custompageview', 'conversion', 'lightsignup'] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** Fixed fields of every event (spec 3 "Analytics events"). */
export const ANALYTICS_FIXED_FIELDS = {
  country: 'slo',
  portalSection: 'onboarding',
  bankCode: 'isps',
} as const;

export const LIGHT_SIGNUP_LABELS = ['standard', 'social'] as const;
export type LightSignupLabel = (typeof LIGHT_SIGNUP_LABELS)[number];

/**
 * spec 1 §2: on the home gate, firstLogin fires the lightsignup event labelled standard and
 * registration=social labels it social; without either no event fires (null). `query` is the
 * parsed query string (e.g. Object.fromEntries(new URLSearchParams(search))).
 */
export function lightSignupLabel(
  query: Readonly<Record<string, string | undefined>>,
): LightSignupLabel | null {
  if (query.registration === 'social') return 'social';
  return query.firstLogin !== undefined ? 'standard' : null;
}

/** spec 3: the item of type MAIN_PRODUCT is the product being opened. */
export const MAIN_PRODUCT_ITEM_TYPE = 'MAIN_PRODUCT';
