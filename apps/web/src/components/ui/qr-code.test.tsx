import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';
import { QrCode, qrCodeDataUrl, qrCodeSvg } from './qr-code';

const LINK = 'https://bank.example/onboarding/#/documentsupload/mobile/idtype?token=abc.def';

describe('qrCodeSvg', () => {
  it('draws the code as an SVG document at once', () => {
    const svg = qrCodeSvg(LINK);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('<path');
  });

  it('draws a different code for a different link (the refreshed token)', () => {
    expect(qrCodeSvg(`${LINK}x`)).not.toBe(qrCodeSvg(LINK));
  });
});

describe('QrCode', () => {
  it('shows the code as a data: image named by its purpose', async () => {
    const { container } = renderUi(<QrCode value={LINK} label="QR code of your link" />);
    const image = screen.getByRole('img', { name: 'QR code of your link' });
    expect(image.getAttribute('src')).toBe(qrCodeDataUrl(LINK));
    expect(image.getAttribute('src')?.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    await expectNoAxeViolations(container);
  });
});
