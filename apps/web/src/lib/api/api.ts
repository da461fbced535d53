import { bannerStore } from '../notifications/banner-store';
import { createApiClient } from './api-client';
import type { ApiError } from './api-error';
import { currentNavigator } from './navigation';
import { routeFailure } from './route-failure';

/** Applies the routing of a failed call: the banner message, then the page change. */
export function handleApiFailure(error: ApiError): void {
  const navigator = currentNavigator();
  const { route, banner } = routeFailure(error, navigator.currentPath());
  if (banner) bannerStore.show(banner);
  if (route) navigator.navigate(route);
}

/** The applicant app's API client: base /services/slo, the page's language, failures routed. */
export const api = createApiClient({
  getLanguage: () => document.documentElement.lang || 'sl',
  onFailure: handleApiFailure,
});
