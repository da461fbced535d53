import { describe, expect, it } from 'vitest';
import { LATIN2_PRINTABLE } from './iso-8859-2';
import {
  buildUpnQrPayload,
  formatUpnAmount,
  formatUpnDate,
  parseUpnQrPayload,
  upnControlSum,
  UpnQrError,
  type UpnPaymentOrder,
} from './upn-qr';

const order: UpnPaymentOrder = {
  amountCents: 100,
  purposeCode: 'OTHR',
  purpose: 'Plačilo za aktivacijo depozita',
  dueDate: '2026-11-30',
  recipient: {
    iban: 'SI56 1910 0000 0123 438',
    reference: 'SI121234567890120',
    name: 'Banka d.d.',
    street: 'Šmartinska cesta 132',
    city: '1000 Ljubljana',
  },
};

describe('UPN QR payload (ZBS Priloga 7.3)', () => {
  it('formats the amount as 11 digits of cents (the Priloga example 1.268,74)', () => {
    expect(formatUpnAmount(126874)).toBe('00000126874');
    expect(formatUpnAmount(0)).toBe('00000000000');
    expect(formatUpnAmount(99_999_999_999)).toBe('99999999999');
    expect(() => formatUpnAmount(1.5)).toThrow(RangeError);
    expect(() => formatUpnAmount(100_000_000_000)).toThrow(RangeError);
  });

  it('writes dates DD.MM.YYYY', () => {
    expect(formatUpnDate('2026-11-30')).toBe('30.11.2026');
  });

  it('builds twenty LF-ended fields, the control sum counting characters with their LFs', () => {
    const payload = buildUpnQrPayload(order);
    expect(payload.fields).toHaveLength(20);
    expect(payload.fields[0]).toBe('UPNQR');
    expect(payload.fields[8]).toBe('00000000100');
    expect(payload.fields[11]).toBe('OTHR');
    expect(payload.fields[13]).toBe('30.11.2026');
    expect(payload.fields[14]).toBe('SI56191000000123438');
    expect(payload.fields[15]).toBe('SI121234567890120');
    expect(payload.text.split('\n')).toHaveLength(21);
    expect(payload.text.endsWith('\n')).toBe(true);
    // Characters, not bytes: "č" and "Š" count one each although UTF-8 takes two.
    const upToField19 = payload.text.split('\n').slice(0, 19).join('\n') + '\n';
    expect(payload.fields[19]).toBe(String(upToField19.length).padStart(3, '0'));
    expect(upnControlSum(payload.fields)).toBe(payload.fields[19]);
    expect(parseUpnQrPayload(payload.text)).toEqual(payload.fields);
  });

  it('counts an empty field as its LF alone', () => {
    expect(upnControlSum(['UPNQR', ...Array<string>(18).fill('')])).toBe('024');
  });

  it('refuses fields that are too long, outside ISO-8859-2 or malformed, naming each', () => {
    const bad: UpnPaymentOrder = {
      ...order,
      purposeCode: 'othr',
      purpose: 'x'.repeat(43),
      recipient: { ...order.recipient, name: 'Bank ✓', reference: 'SI121234567890121' },
    };
    try {
      buildUpnQrPayload(bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UpnQrError);
      const issues = (error as UpnQrError).issues.map((issue) => `${issue.field}:${issue.problem}`);
      expect(issues).toEqual(
        expect.arrayContaining(['12:FORMAT', '13:TOO_LONG', '17:CHARACTERS', '16:FORMAT']),
      );
    }
  });

  it('refuses a line feed inside a field and a missing recipient', () => {
    expect(() => buildUpnQrPayload({ ...order, purpose: 'a\nb' })).toThrow(UpnQrError);
    expect(() =>
      buildUpnQrPayload({ ...order, recipient: { ...order.recipient, city: ' ' } }),
    ).toThrow(UpnQrError);
  });

  it('takes the Slovenian letters and the rest of Latin-2', () => {
    for (const letter of 'ČčŠšŽžĆćĐđ') expect(LATIN2_PRINTABLE.has(letter)).toBe(true);
    expect(LATIN2_PRINTABLE.has('€')).toBe(false);
  });

  it('refuses a text with a wrong control sum or without the leading style', () => {
    const { text } = buildUpnQrPayload(order);
    expect(parseUpnQrPayload(text.replace('OTHR', 'OTHRX'))).toBeNull();
    expect(parseUpnQrPayload(text.replace('UPNQR', 'UPNQX'))).toBeNull();
  });
});
