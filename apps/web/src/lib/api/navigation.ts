/**
 * How code outside React (the API client's failure handler) changes the page. The route layer
 * registers react-router's navigate (ApiNavigationBridge in app/server-state.tsx); before that, or
 * without a router, the hash is set, which the hash router follows.
 */
export interface Navigator {
  readonly navigate: (path: string) => void;
  readonly currentPath: () => string;
}

const hashNavigator: Navigator = {
  navigate: (path) => {
    window.location.hash = path;
  },
  currentPath: () => window.location.hash.replace(/^#/, '').split('?')[0] || '/',
};

let active: Navigator = hashNavigator;

export function registerNavigator(navigator: Navigator): () => void {
  active = navigator;
  return () => {
    if (active === navigator) active = hashNavigator;
  };
}

export function currentNavigator(): Navigator {
  return active;
}
