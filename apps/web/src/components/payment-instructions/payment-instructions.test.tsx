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
      screen.getByText(
        'Otherwise by the end of the next working day, Wednesday, November 25, 2026.',
      ),
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
});
