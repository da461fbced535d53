import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from './file-input';
import { FormField } from './form-field';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

describe('FileInput', () => {
  it('reports the chosen files as an array', async () => {
    const onFiles = vi.fn();
    renderUi(
      <FormField label="Statement">
        <FileInput accept="application/pdf" multiple onFiles={onFiles} />
      </FormField>,
    );
    const files = [
      new File(['%PDF'], 'march.pdf', { type: 'application/pdf' }),
      new File(['%PDF'], 'april.pdf', { type: 'application/pdf' }),
    ];
    await userEvent.upload(screen.getByLabelText('Statement'), files);
    expect(onFiles).toHaveBeenCalledWith(files);
  });

  it('takes its field error state', () => {
    renderUi(
      <FormField label="Statement" error="ui.errors.required">
        <FileInput />
      </FormField>,
    );
    expect(screen.getByLabelText('Statement').getAttribute('aria-invalid')).toBe('true');
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(
      <FormField label="Statement">
        <FileInput />
      </FormField>,
    );
    await expectNoAxeViolations(container);
  });
});
