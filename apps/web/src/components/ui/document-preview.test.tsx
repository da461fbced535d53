import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentPreview } from './document-preview';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';

describe('DocumentPreview', () => {
  it('shows the photo under its name', () => {
    renderUi(
      <DocumentPreview src="/services/slo/images/img-1" alt="Front of your identity card" />,
    );
    const image = screen.getByRole('img', { name: 'Front of your identity card' });
    expect(image.getAttribute('src')).toBe('/services/slo/images/img-1');
  });

  it('has no axe violations', async () => {
    const { container } = renderUi(<DocumentPreview src="/images/x" alt="Back of the card" />);
    await expectNoAxeViolations(container);
  });
});
