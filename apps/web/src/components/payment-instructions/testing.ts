import type { TPennyTransfer } from '@onboarding/domain';

// A 1×1 SVG stands in for the server's UPN QR code.
const QR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;

/** A penny transfer as the server sends it, for the tests of the pages that show one. */
export function aPennyTransfer(overrides: Partial<TPennyTransfer> = {}): TPennyTransfer {
  return {
    productId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    prospectId: '5d7c1e4a-3b1f-4c55-8f0e-1a2b3c4d5e6f',
    state: 'WAITING_FOR_PAYMENT',
    beneficiary: {
      name: 'Onboarding Bank d.d.',
      street: 'Slovenska cesta 1',
      city: '1000 Ljubljana',
    },
    iban: 'SI56263300012039086',
    causal: 'Prvo nakazilo - aktivacija produkta',
    amount: { cents: 100, currency: 'EUR' },
    reference: 'SI121234567890120',
    purposeCode: 'OTHR',
    qrCode: QR,
    activation: { instantHours: 2, nextWorkingDay: '2026-11-25' },
    paidAt: null,
    pollIntervalMs: 10_000,
    ...overrides,
  };
}
