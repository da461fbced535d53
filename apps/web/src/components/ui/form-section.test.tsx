import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from './testing/render-ui';
import { FormSection } from './form-section';
import { expectNoAxeViolations } from './testing/axe';

describe('FormSection', () => {
  it('is a region named by its title', () => {
    renderUi(
      <FormSection title="Address" valid={false}>
        <p>fields</p>
      </FormSection>,
    );
    expect(screen.getByRole('region', { name: 'Address' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Address' })).toBeDefined();
  });

  it('shows the fixed "looks ok" line only while it is valid', () => {
    const { rerender } = renderUi(
      <FormSection title="Address" valid={false}>
        <p>fields</p>
      </FormSection>,
      { language: 'sq' },
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    rerender(
      <FormSection title="Address" valid>
        <p>fields</p>
      </FormSection>,
    );
    // The same live region, now filled: screen readers announce it.
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Gjithçka në këtë seksion duket në rregull.');
  });

  it('takes another heading level', () => {
    renderUi(
      <FormSection title="Employer" valid headingLevel={3}>
        <p>fields</p>
      </FormSection>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Employer' })).toBeDefined();
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(
      <FormSection title="Address" valid>
        <p>fields</p>
      </FormSection>,
    );
    await expectNoAxeViolations(container);
  });
});
