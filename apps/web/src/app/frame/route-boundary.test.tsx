import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@onboarding/web-shell';
import { testI18n } from '../../test/render';
import { RouteErrorBoundary } from './route-boundary';

function Broken(): never {
  throw new Error('chunk missing');
}

describe('RouteErrorBoundary', () => {
  it('shows the route error in place of a failing page and forgets it on another route', () => {
    // React reports the caught error with console.error, which would fail the test (setup.ts).
    vi.mocked(console.error).mockImplementation(() => undefined);
    const i18n = testI18n('en');
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <RouteErrorBoundary resetKey="/broken">
          <Broken />
        </RouteErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeDefined();

    rerender(
      <I18nProvider i18n={i18n}>
        <RouteErrorBoundary resetKey="/">
          <p>Start</p>
        </RouteErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByText('Start')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
