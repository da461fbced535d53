import { describe, expect, it } from 'vitest';
import { appViteConfig } from './vite-base';

describe('the apps’ shared build (decision 294)', () => {
  const { modulePreload } = appViteConfig({ base: '/app/' }).build ?? {};
  const resolve = typeof modulePreload === 'object' ? modulePreload.resolveDependencies : undefined;
  const deps = ['assets/page.js', 'assets/react.js', 'assets/page.css'];

  it('preloads a lazy page’s stylesheets only, never its scripts', () => {
    expect(
      resolve?.('assets/page.js', deps, { hostId: 'assets/routes.js', hostType: 'js' }),
    ).toEqual(['assets/page.css']);
  });

  it('keeps every preload index.html names for the entry', () => {
    expect(resolve?.('assets/index.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(
      deps,
    );
  });
});
