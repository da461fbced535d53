import type { AnalyticsProductView } from './data-layer';

/**
 * The product the applicant is opening, as the analytics events describe it. A feature that loads
 * the product (with its itemList and prices) sets it; the frame reads it for each page view.
 */
let current: AnalyticsProductView | null = null;

export function setAnalyticsProduct(view: AnalyticsProductView | null): void {
  current = view;
}

export function analyticsProduct(): AnalyticsProductView | null {
  return current;
}
