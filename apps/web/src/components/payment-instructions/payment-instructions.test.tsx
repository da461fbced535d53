import { getVariant, rfReference } from '@onboarding/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { expectNoAxeViolations } from '../ui/testing/axe';
import { PaymentInstructions } from './payment-instructions';
import { aPennyTransfer } from './testing';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentInstructions', () => {
  it('shows the six details of spec 2 §3, the UPN QR with a name, and the activation times', async () => {
    const { container } = renderWithProviders(<PaymentInstructions transfer={aPennyTransfer()} />);
    expect(
      screen.getByText('Onboarding Bank d.d., Slovenska cesta 1, 1000 Ljubljana'),
    ).toBeDefined();
    expect(screen.getByText('SI56 2633 0001 2039 086')).toBeDefined();
    expect(screen.getByText('€1.00')).toBeDefined();
    expect(screen.getByText('SI12 1234567890120')).toBeDefined();
    expect(screen.getByText('OTHR')).toBeDefined();
    expect(screen.getByText('Prvo nakazilo - aktivacija produkta')).toBeDefined();
    expect(
      screen.getByRole('img', {
        name: 'UPN QR code of the payment of €1.00 to Onboarding Bank d.d., reference SI12 1234567890120',
      }),
    ).toBeDefined();
    expect(screen.getByText('About 2 hours after an instant payment.')).toBeDefined();
    expect(
      screen.getByText('Otherwise by the end of the next working day, 25 November 2026.'),
    ).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('names only the beneficiary of the server’s answer, never a bank of its own', () => {
    // Decision 229: the bank's identity is the server's configuration; this component has none.
    const { container } = renderWithProviders(
      <PaymentInstructions
        transfer={aPennyTransfer({
          beneficiary: {
            name: 'Testna Hranilnica d.o.o.',
            street: 'Glavni trg 7',
            city: '2000 Maribor',
          },
        })}
      />,
    );
    expect(screen.getByText('Testna Hranilnica d.o.o., Glavni trg 7, 2000 Maribor')).toBeDefined();
    expect(
      screen.getByRole('img', { name: /to Testna Hranilnica d\.o\.o\., reference/ }),
    ).toBeDefined();
    const text = container.textContent ?? '';
    for (const other of ['Onboarding Bank', 'Slovenska cesta', 'Trg republike', 'd.d.']) {
      expect(text).not.toContain(other);
    }
  });

  it('copies a detail without spaces and says so in a live region', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<PaymentInstructions transfer={aPennyTransfer()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy Beneficiary’s IBAN' }));
    expect(writeText).toHaveBeenCalledWith('SI56263300012039086');
    expect(await screen.findByText('Beneficiary’s IBAN copied.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Amount' }));
    expect(writeText).toHaveBeenLastCalledWith('1.00');
  });

  it('tells the applicant to copy by hand when the clipboard is not there', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    renderWithProviders(<PaymentInstructions transfer={aPennyTransfer()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy Reference' }));
    expect(
      await screen.findByText('Copying did not work here: select the text and copy it by hand.'),
    ).toBeDefined();
  });

  it('is in Slovenian with a decimal comma to paste', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<PaymentInstructions transfer={aPennyTransfer()} />, { language: 'sl' });
    expect(screen.getByText('Približno 2 uri po takojšnjem plačilu.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Kopiraj: Znesek' }));
    expect(writeText).toHaveBeenCalledWith('1,00');
  });

  it('in the si variant without a QR from the server, shows no empty image', () => {
    renderWithProviders(<PaymentInstructions transfer={aPennyTransfer({ qrCode: null })} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('SI56 2633 0001 2039 086')).toBeDefined();
  });

  it('keeps the si variant’s UPN: the QR and the purpose code, no note on the description', () => {
    renderWithProviders(<PaymentInstructions transfer={aPennyTransfer()} />, {
      variant: getVariant('si'),
    });
    expect(screen.getByRole('img', { name: /^UPN QR code/ })).toBeDefined();
    expect(screen.getByText('Purpose code')).toBeDefined();
    expect(screen.queryByText(/in the payment’s description/)).toBeNull();
  });
});

describe('PaymentInstructions in the al variant (decision 240)', () => {
  const albanian = aPennyTransfer({
    beneficiary: {
      name: 'Banka Testuese sh.a.',
      street: 'Rruga e Kavajës 12',
      city: '1001 Tiranë',
    },
    iban: 'AL47212110090000000235698741',
    amount: { cents: 125_000, currency: 'ALL' },
    reference: rfReference('1234567890'),
    qrCode: null,
  });

  it('is a credit transfer in lekë: grouped IBAN, no UPN QR and no purpose code', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { container } = renderWithProviders(<PaymentInstructions transfer={albanian} />, {
      language: 'sq',
      variant: getVariant('al'),
    });
    expect(screen.getByText('AL47 2121 1009 0000 0002 3569 8741')).toBeDefined();
    expect(screen.getByText('1 250,00 Lekë')).toBeDefined();
    expect(screen.getByText(`RF${rfReference('1234567890').slice(2, 4)} 1234567890`)).toBeDefined();
    expect(
      screen.getByText(
        'Shkruani referencën në përshkrimin e pagesës: prej saj e njohim pagesën tuaj.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Kodi i qëllimit')).toBeNull();
    expect(container.textContent).not.toMatch(/UPN|OTHR|€|EUR/);
    expect(
      screen.getByText('Përndryshe deri në fund të ditës së ardhshme të punës, 25 nëntor 2026.'),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Kopjo: IBAN i përfituesit' }));
    expect(writeText).toHaveBeenCalledWith('AL47212110090000000235698741');
    await userEvent.click(screen.getByRole('button', { name: 'Kopjo: Shuma' }));
    expect(writeText).toHaveBeenLastCalledWith('1250,00');
    await expectNoAxeViolations(container);
  });

  it('shows no UPN QR even when a server answer carries one', () => {
    renderWithProviders(
      <PaymentInstructions transfer={{ ...albanian, qrCode: aPennyTransfer().qrCode }} />,
      { language: 'sq', variant: getVariant('al') },
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('OTHR')).toBeNull();
  });

  it('writes the amount in English with the currency’s code', () => {
    renderWithProviders(<PaymentInstructions transfer={albanian} />, {
      language: 'en',
      variant: getVariant('al'),
    });
    expect(screen.getByText('ALL 1,250.00')).toBeDefined();
    expect(
      screen.getByText(
        'Write the reference in the payment’s description: it is how we recognise your payment.',
      ),
    ).toBeDefined();
  });
});
