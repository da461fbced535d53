import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Spinner } from './spinner';
import { expectNoAxeViolations } from './testing/axe';

describe('Spinner', () => {
  it('is a status that says it is loading, in the active language', () => {
    renderWithProviders(<Spinner />, { language: 'sl' });
    expect(screen.getByRole('status').textContent).toBe('Nalaganje …');
  });

  it('takes its own label and size', () => {
    renderWithProviders(<Spinner size="lg" label="Uploading" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Uploading');
    expect(status.className).toContain('spinner--lg');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = renderWithProviders(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('.spinner')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<Spinner />);
    await expectNoAxeViolations(container);
  });
});
