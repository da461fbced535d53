import {
  resolveRoutePath,
  routeNameOf,
  stripTrailingSlash,
  type RouteName,
} from '@onboarding/domain/routes';
import type { MessageKey } from '@onboarding/messages';
import { paths } from '../../config/paths';

type PageName = RouteName | 'myApplication' | 'unsubscribe' | 'notFound';

/**
 * The message key of a page's title (decision 017: `page.<pageName>.title`, the statusesList
 * messageId). The type makes every route of the registry need a title in the catalogues.
 */
export function pageTitleKey(path: string): `page.${PageName}.title` & MessageKey {
  const route = resolveRoutePath(path.split('?')[0] ?? path);
  if (route !== null) return `page.${routeNameOf(route)}.title`;
  const bare = stripTrailingSlash(path.split('?')[0] ?? path);
  if (bare === paths.myApplication.path) return 'page.myApplication.title';
  if (bare === paths.unsubscribe.path) return 'page.unsubscribe.title';
  return 'page.notFound.title';
}
