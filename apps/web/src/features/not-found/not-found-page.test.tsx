import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render';

describe('not-found page', () => {
  it('renders its heading in Slovenian', async () => {
    renderRoute('/no-such-page', { language: 'sl' });
    expect(await screen.findByRole('heading', { name: 'Strani ni mogoče najti' })).toBeDefined();
  });

  it('renders its heading in English and links back to the start', async () => {
    renderRoute('/no-such-page', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the start page' }));
    expect(await screen.findByRole('heading', { name: 'Open your account online' })).toBeDefined();
  });
});
