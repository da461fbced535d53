import { getVariant } from '@onboarding/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { renderWithShell } from '../testing/render-with-shell';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('offers the variant languages with the active one pressed', () => {
    renderWithShell(<LanguageSwitch reload={vi.fn()} />, { language: 'sl' });
    const group = screen.getByRole('group', { name: 'Jezik' });
    const buttons = [...group.querySelectorAll('button')];
    expect(buttons.map((button) => button.getAttribute('lang'))).toEqual(['sl', 'en']);
    expect(screen.getByRole('button', { name: /^SL/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^EN/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('offers SQ and EN in the Albanian variant', () => {
    renderWithShell(<LanguageSwitch reload={vi.fn()} />, {
      language: 'sq',
      variant: getVariant('al'),
    });
    expect(screen.getByRole('group', { name: 'Gjuha' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'SQ Shqip' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'EN English' })).toBeDefined();
  });

  it('stores the chosen language and reloads the page', async () => {
    const reload = vi.fn();
    renderWithShell(<LanguageSwitch reload={reload} />, { language: 'sl' });
    await userEvent.click(screen.getByRole('button', { name: 'EN English' }));
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.cookie).toContain('language=en');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does nothing when the active language is chosen again', async () => {
    const reload = vi.fn();
    const onStore = vi.fn();
    renderWithShell(<LanguageSwitch reload={reload} onStore={onStore} />, { language: 'sl' });
    await userEvent.click(screen.getByRole('button', { name: 'SL Slovenščina' }));
    expect(onStore).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShell(<LanguageSwitch reload={vi.fn()} />, { language: 'sl' });
    await expectNoAxeViolations(container);
  });
});
