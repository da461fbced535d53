import { describe, expect, it } from 'vitest';
import { buildLoanOffer, LANGUAGES } from '@onboarding/domain';
import { secciContent } from './secci-content';

const offer = buildLoanOffer({ amountCents: 1_250_000, tenorMonths: 66, insurance: true });
const inputs = (language: (typeof LANGUAGES)[number], country = 'SI') => ({
  language,
  creditor: { name: 'Onboarding Bank d.d.', street: 'Slovenska cesta 1', city: '1000 Ljubljana' },
  offer,
  secciId: '6f1c3c1e-2a7b-4c1e-9a55-0d7f1d1d2e3f',
  issuedAt: new Date('2026-11-23T10:00:00Z'),
  timeZone: 'Europe/Ljubljana',
  country,
});
const textOf = (content: ReturnType<typeof secciContent>) =>
  content.blocks
    .map((block) => (block.type === 'field' ? `${block.label}: ${block.value}` : block.text))
    .join('\n');

// The SECCI's text (Dir. 2008/48/EC Annex II) in each language, with buildLoanOffer's figures.
describe('secciContent', () => {
  it('has the five sections of Annex II in every language, with the same figures', () => {
    for (const language of LANGUAGES) {
      const content = secciContent(inputs(language));
      const headings = content.blocks.filter((block) => block.type === 'heading');
      expect(headings.map((block) => (block.type === 'heading' ? block.text[0] : ''))).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
      ]);
      expect(content.language).toBe(language);
      const text = textOf(content);
      expect(text).toContain('66');
      expect(text).toContain('14');
      expect(text).toContain(inputs(language).secciId);
    }
  });

  it('prints the amount, the APR, the rate and the validity in the language’s format', () => {
    const sl = textOf(secciContent(inputs('sl')));
    expect(sl).toContain('Efektivna obrestna mera (EOM)');
    expect(sl).toContain(`${offer.aprPercent.toFixed(1).replace('.', ',')} %`);
    expect(sl).toContain('6,99 %');
    expect(sl).toMatch(/12\.500,00\s€/);
    expect(sl).toContain('Do 07.12.2026.');
    const en = textOf(secciContent(inputs('en')));
    expect(en).toContain('€12,500.00');
    expect(en).toContain(`${offer.aprPercent.toFixed(1)} %`);
    const sq = textOf(secciContent(inputs('sq', 'AL')));
    expect(sq).toContain('NEVK');
    expect(sq).toContain('Banka e Shqipërisë');
  });
});
