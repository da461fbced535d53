import { useEffect, useState } from 'react';

/** The console's screens, addressed by the hash so a reload stays on the same screen. */
export type ConsoleRoute =
  | { readonly name: 'queue' }
  | { readonly name: 'call'; readonly identificationId: string }
  | { readonly name: 'staff' }
  | { readonly name: 'identifications' }
  | { readonly name: 'payments' }
  | { readonly name: 'processes' }
  | { readonly name: 'cases' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseRoute(hash: string): ConsoleRoute {
  const path = hash.replace(/^#/, '');
  const call = /^\/call\/([^/?]+)$/.exec(path);
  if (call?.[1] !== undefined && UUID.test(call[1])) {
    return { name: 'call', identificationId: call[1].toLowerCase() };
  }
  if (path === '/staff') return { name: 'staff' };
  if (path === '/identifications') return { name: 'identifications' };
  if (path === '/payments') return { name: 'payments' };
  if (path === '/processes') return { name: 'processes' };
  if (path === '/cases') return { name: 'cases' };
  return { name: 'queue' };
}

export function routeHref(route: ConsoleRoute): string {
  return route.name === 'call' ? `#/call/${route.identificationId}` : `#/${route.name}`;
}

/** The current route, following hash changes (links, back and forward). */
export function useConsoleRoute(): [ConsoleRoute, (route: ConsoleRoute) => void] {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const follow = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const navigate = (next: ConsoleRoute) => {
    window.location.hash = routeHref(next);
    setRoute(next);
  };
  return [route, navigate];
}
