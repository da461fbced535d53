import { getVariant, type Language } from '@onboarding/domain';
import { createTranslator } from '@onboarding/messages';
import en from '@onboarding/messages/en';
import sl from '@onboarding/messages/sl';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from './i18n';
import { OperatorApp } from './operator-app';

function renderConsole(language: Extract<Language, 'sl' | 'en'>, reload = vi.fn()) {
  const t = createTranslator(language === 'sl' ? sl : en, language, {
    onMissing: (key) => console.error(`Missing message "${key}"`), // fails the test
  });
  render(
    <I18nProvider i18n={{ language, t }}>
      <OperatorApp variant={getVariant('si')} reload={reload} />
    </I18nProvider>,
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
