import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render';

describe('route table', () => {
  it('renders the start page inside the page frame', async () => {
    renderRoute('/', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Open your account online' })).toBeDefined();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('contentinfo')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeDefined();

    const products = within(screen.getByRole('region', { name: 'What you can open' }));
    expect(products.getAllByRole('listitem')).toHaveLength(4);
    expect(products.getByRole('heading', { name: 'Day deposit' })).toBeDefined();
    expect(screen.getByText('About 15 minutes')).toBeDefined();
  });

  it('shows the Slovenian start page in Slovenian', async () => {
    renderRoute('/', { language: 'sl' });
    expect(await screen.findByRole('heading', { name: 'Odprite račun na spletu' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Banka – na spletno stran banke' })).toBeDefined();
  });
});
