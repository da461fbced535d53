import { API_BASE_SLO, NOTIFICATIONS_PATH } from '@onboarding/domain';

/** The notification websocket's address on this page's host (ws: or wss: as the page). */
export function notificationsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${API_BASE_SLO}${NOTIFICATIONS_PATH}`;
}
