import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCopy() {
  return renderUi(
    <CopyButton
      value="SI56263300012039086"
      label="Copy the IBAN"
      copiedMessage="IBAN copied"
      failedMessage="Copy it by hand"
    >
      Copy
    </CopyButton>,
  );
}

describe('CopyButton', () => {
  it('copies the value and announces it in a live region', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { container } = renderCopy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the IBAN' }));
    expect(writeText).toHaveBeenCalledWith('SI56263300012039086');
    expect(screen.getByRole('status').textContent).toBe('IBAN copied');
    await expectNoAxeViolations(container);
  });

  it('says to copy by hand without clipboard access', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderCopy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the IBAN' }));
    expect(await screen.findByText('Copy it by hand')).toBeDefined();
  });
});
