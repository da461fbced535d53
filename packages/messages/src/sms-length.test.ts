import { describe, expect, it } from 'vitest';
import en from './en';
import sl from './sl';
import sq from './sq';

/*
 * The code SMS are written with each language's own letters (č, š, ž, ë, ç; decision 186). GSM-7
 * cannot carry those, so such a message goes as UCS-2, whose single segment holds 70 characters:
 * each code SMS must fit one segment in its encoding (a second one costs as much again).
 */

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

function segmentLimit(text: string): number {
  return [...text].every((char) => GSM7_BASIC.includes(char)) ? 160 : 70;
}

describe('the code SMS', () => {
  for (const [language, catalog] of Object.entries({ en, sl, sq })) {
    const texts = {
      loginOtp: catalog.email.sms.loginOtp,
      certificate: catalog.signing.sms.CERTIFICATE,
      // The contracts' SMS carry amounts and a fingerprint too: rendered with the largest values
      // in apps/server/src/modules/contracts/signing-sms.test.ts (decision 252).
      callCode: catalog.videoIdentificationServer.sms.callCode,
    };
    for (const [name, text] of Object.entries(texts)) {
      it(`${language} ${name} fits one SMS segment with a 6-digit code`, () => {
        const sent = text.replace('{{code}}', '123456');
        expect(sent.length).toBeLessThanOrEqual(segmentLimit(sent));
      });
    }
  }

  it('are written with the letters of the language, not without their accents', () => {
    expect(sl.email.sms.loginOtp).toMatch(/^Vaša /);
    expect(sq.email.sms.loginOtp).toContain('është');
  });
});
