import { describe, expect, it } from 'vitest';
import { buildLoanOffer, LANGUAGES, type Language } from '@onboarding/domain';
import { foreignBankMarksIn, OTHER_CREDITOR } from '../../../test/builders/creditor';
import { DEFAULT_CREDITORS } from '../../infra/config-creditor';
import { secciContent, type SecciInputs } from './secci-content';

const offer = buildLoanOffer({ amountCents: 1_250_000, tenorMonths: 66, insurance: true });
const inputs = (language: Language, overrides: Partial<SecciInputs> = {}): SecciInputs => ({
  language,
  creditor: DEFAULT_CREDITORS.si,
  offer,
  secciId: '6f1c3c1e-2a7b-4c1e-9a55-0d7f1d1d2e3f',
  issuedAt: new Date('2026-11-23T10:00:00Z'),
  timeZone: 'Europe/Ljubljana',
  country: 'SI',
  ...overrides,
});
const textOf = (content: ReturnType<typeof secciContent>) =>
  content.blocks
    .map((block) => {
      if (block.type === 'field') return `${block.label}: ${block.value}`;
      if (block.type === 'table') return block.rows.map((row) => row.join(' ')).join('\n');
      return block.text;
    })
    .join('\n');
const headingsOf = (content: ReturnType<typeof secciContent>) =>
  content.blocks.flatMap((block) => (block.type === 'heading' ? [block.text] : []));
const valueOf = (content: ReturnType<typeof secciContent>, label: string) =>
  content.blocks.find((block) => block.type === 'field' && block.label === label);

// The SECCI of Directive (EU) 2023/2225 Annex I (decision 229) with buildLoanOffer's figures.
describe('secciContent', () => {
  it('starts with Part I "key information", then the five sections, in every language', () => {
    for (const language of LANGUAGES) {
      const content = secciContent(inputs(language));
      const headings = headingsOf(content);
      expect(headings).toHaveLength(7);
      expect(headings[0]).toMatch(/\bI\b/);
      expect(headings[1]).toMatch(/\bII\b/);
      expect(headings.slice(2).map((heading) => heading[0])).toEqual(['1', '2', '3', '4', '5']);
      // Part I is the first part of the form: nothing but the introduction comes before it.
      expect(content.blocks.findIndex((block) => block.type === 'heading')).toBe(1);
      expect(content.language).toBe(language);
      const text = textOf(content);
      expect(text).toContain('66');
      expect(text).toContain('14');
      expect(text).toContain(inputs(language).secciId);
    }
  });

  it('has every key figure in Part I: creditor, amount, duration, rate, APR, total, late costs', () => {
    const content = secciContent(inputs('en'));
    const headingAt = content.blocks.flatMap((block, index) =>
      block.type === 'heading' ? [index] : [],
    );
    const partOne = content.blocks.slice((headingAt[0] ?? 0) + 1, headingAt[1]);
    expect(partOne.map((block) => (block.type === 'field' ? block.label : ''))).toEqual([
      'Creditor',
      'Total amount of credit',
      'Duration of the credit agreement',
      'Borrowing rate',
      'Annual percentage rate of charge (APR)',
      'Total amount you will have to pay',
      'Costs in the case of late payments',
    ]);
    expect(valueOf(content, 'Creditor')).toMatchObject({ value: 'Onboarding Bank d.d.' });
  });

  it('names the creditor of the configuration with its contact details and register', () => {
    for (const language of LANGUAGES) {
      const content = secciContent(inputs(language, { creditor: OTHER_CREDITOR }));
      const text = textOf(content);
      expect(content.author).toBe('Testna Hranilnica d.o.o.');
      expect(text).toContain('Testna Hranilnica d.o.o.');
      expect(text).toContain('Glavni trg 7, 2000 Maribor');
      expect(text).toContain('+386 2 111 22 33');
      expect(text).toContain('pomoc@hranilnica.example');
      expect(text).toContain('www.hranilnica.example');
      expect(text).toContain('Sodni register Okrožnega sodišča v Mariboru');
      expect(text).toContain('1111111000');
      expect(text).toContain('SI11111111');
      expect(text).toContain('Nadzornik Testni, Nadzorna ulica 3, 3000 Celje');
      expect(foreignBankMarksIn(text)).toEqual([]);
      expect(text).not.toContain('Slovenska cesta');
    }
  });

  it('answers the security item and the ancillary services: none is required', () => {
    const en = textOf(secciContent(inputs('en')));
    expect(en).toContain('Security required: No security is required.');
    expect(en).toContain('Compulsory insurance or other ancillary service: None is required');
    expect(textOf(secciContent(inputs('sl')))).toContain(
      'Zahtevano zavarovanje: Zavarovanje ni zahtevano.',
    );
    expect(textOf(secciContent(inputs('sq')))).toContain(
      'Garancia e kërkuar: Nuk kërkohet asnjë garanci.',
    );
  });

  it('has the legal aspects: withdrawal, early repayment, database, draft, binding period', () => {
    const en = textOf(secciContent(inputs('en')));
    expect(en).toContain(
      'Right of withdrawal: You may withdraw from the credit agreement within 14',
    );
    expect(en).toContain('Early repayment: ');
    expect(en).toContain('Consultation of a database: ');
    expect(en).toContain('Right to a draft credit agreement: ');
    expect(en).toContain(
      'Period during which the creditor is bound by this information: Until 7 December 2026.',
    );
    expect(en).toContain('The law of the Republic of Slovenia; the courts of the Republic');
  });

  it('prints the amount, the APR, the rate and the validity in the language’s format', () => {
    const sl = textOf(secciContent(inputs('sl')));
    expect(sl).toContain('Efektivna obrestna mera (EOM)');
    // Decision 238: Slovenian sets the percent sign apart with a no-break space, English does not.
    expect(sl).toContain(`${offer.aprPercent.toFixed(1).replace('.', ',')}\u00a0%`);
    expect(sl).toContain('6,99\u00a0%');
    expect(sl).toContain('12.500,00\u00a0€');
    expect(sl).toContain('Do 7. decembra 2026.');
    expect(sl).toContain('66 mesecev');
    const en = textOf(secciContent(inputs('en')));
    expect(en).toContain('€12,500.00');
    expect(en).toContain(`${offer.aprPercent.toFixed(1)}%`);
  });

  it('in the al variant names the Albanian example bank and the Bank of Albania', () => {
    const sq = secciContent(inputs('sq', { creditor: DEFAULT_CREDITORS.al, country: 'AL' }));
    const text = textOf(sq);
    expect(text).toContain('NEVK');
    expect(text).toContain('Banka Shembull sh.a.');
    expect(text).toContain('Banka e Shqipërisë, Sheshi Skënderbej 1, Tiranë');
    expect(text).toContain('Republikës së Shqipërisë');
    expect(text).not.toContain('Slovenij');
  });
});
