import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { renderWithShell } from '../testing/render-with-shell';
import { createDisplaySettingsStore } from './display-settings';
import { DisplaySettingsControls } from './display-settings-controls';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('DisplaySettingsControls', () => {
  it('switches high contrast and the text size on <html>', async () => {
    const root = document.createElement('html');
    const store = createDisplaySettingsStore(memoryStorage(), root);
    const { container } = renderWithShell(<DisplaySettingsControls store={store} />);
    const contrast = screen.getByRole('button', { name: /contrast/i });
    await userEvent.click(contrast);
    expect(contrast.getAttribute('aria-pressed')).toBe('true');
    expect(root.dataset.contrast).toBe('high');
    await userEvent.click(screen.getByRole('button', { name: /^A\+\+/ }));
    expect(root.classList.contains('bigtext')).toBe(true);
    await expectNoAxeViolations(container);
  });
});
