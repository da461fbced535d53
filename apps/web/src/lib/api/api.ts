import { API_BASE_CIB } from '@onboarding/domain';
import { bannerStore } from '../notifications/banner-store';
import { createApiClient } from './api-client';
import type { ApiError } from './api-error';
import { currentNavigator } from './navigation';
import { routeFailure } from './route-failure';
import { forgetShownStep } from '../wizard/shown-step';
import { nextTask } from '../chunks/next-task';
import { forgetSignedIn, wasSignedIn } from './signed-in-marker';

/** Applies the routing of a failed call: the banner message, then the page change. */
export function handleApiFailure(error: ApiError): void {
  const navigator = currentNavigator();
  const { route, banner } = routeFailure(error, navigator.currentPath(), wasSignedIn());
  if (error.status === 401) {
    forgetSignedIn();
    forgetShownStep();
  }
  if (banner) bannerStore.show(banner);
  if (route) navigator.navigate(route);
}

function pageLanguage(): string {
  return document.documentElement.lang || 'sl';
}

/** The applicant app's API client: base /services/slo, the page's language, failures routed. */
export const api = createApiClient({
  getLanguage: pageLanguage,
  onFailure: handleApiFailure,
  beforeSend: nextTask,
});

/**
 * The older document helpers of spec 3 §7 (base /services/cib, all POST, JSON, the page's language
 * sent): the same client as the applicant API's, on the other base path.
 */
export const cibApi = createApiClient({
  baseUrl: API_BASE_CIB,
  getLanguage: pageLanguage,
  onFailure: handleApiFailure,
  beforeSend: nextTask,
});
