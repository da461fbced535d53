import { getVariant, type Language } from '@onboarding/domain';
import en from '@onboarding/messages/en';
import sl from '@onboarding/messages/sl';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from './language';
import { OperatorApp } from './operator-app';

function renderConsole(language: Extract<Language, 'sl' | 'en'>, reload = vi.fn()) {
  const i18n = initI18n(language, language === 'sl' ? sl : en);
  render(
    <I18nextProvider i18n={i18n}>
      <OperatorApp variant={getVariant('si')} reload={reload} />
    </I18nextProvider>,
  );
  return { reload };
}

describe('OperatorApp', () => {
  it('renders the title and the sign-in placeholder in Slovenian', () => {
    renderConsole('sl');
    expect(screen.getByRole('heading', { level: 1, name: 'Konzola operaterja' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Prijava' })).toBeDefined();
    expect(screen.getByRole('group', { name: 'Jezik' })).toBeDefined();
  });

  it('renders the title and the sign-in placeholder in English', () => {
    renderConsole('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Operator console' })).toBeDefined();
    expect(screen.getByText(/video identification console opens in a later release/)).toBeDefined();
  });

  it('stores another language and reloads', async () => {
    const { reload } = renderConsole('sl');
    await userEvent.click(screen.getByRole('button', { name: 'EN English' }));
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(reload).toHaveBeenCalledOnce();
  });
});
