import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render';

describe('not-found page', () => {
  it('renders its heading in Slovenian', async () => {
    renderRoute('/no-such-page', { language: 'sl' });
    expect(await screen.findByRole('heading', { name: 'Strani ni mogoče najti' })).toBeDefined();
  });

  it('renders its heading in English and links back to the home gate', async () => {
    renderRoute('/no-such-page', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the start page' }).getAttribute('href')).toBe(
      '/',
    );
  });
});
