import { z } from 'zod';
import type { VariantId } from '../variants';

/*
 * The Slovenian banks and savings banks whose statements the loan accepts (spec 3 §7
 * `GET external/info/ocrbankcodes`, `GET external/info/ocrbanks/code?codeBank`; decision 149).
 *
 * `code` is the bank's identification mark: the first two digits of a Slovenian account number,
 * positions 5–6 of its IBAN (SI56 **02**01 0000 1234 567), as the Bank of Slovenia's decision on
 * the Slovenian IBAN structure defines it (Sklep o vsebini in uporabi slovenske strukture
 * mednarodne številke bančnega računa, Uradni list RS 21/2021). The authoritative, current list is
 * the Bank of Slovenia's "Seznam identifikacijskih oznak dodeljevalcev IBAN" on bsi.si (reported
 * by the banks under Uradni list RS 35/2021), with each mark's BIC.
 *
 * The marks and BICs below were taken from a published copy of that list (each bank's settlement
 * account at the Bank of Slovenia, SI56 0100 00**CC**…, carries its mark) and the banks' own
 * pages; banks merged since (Abanka, Banka Celje, Poštna banka, Raiffeisen/KBS, Sberbank/N Banka,
 * Probanka, Factor banka) are left out. `verified: true`: the mark and the BIC appear together in
 * that published copy under the same bank. `verified: false`: the name (after a merger) or the BIC
 * rests on secondary sources only. None was checked against the Bank of Slovenia's list of today:
 * do that before production (decision 149).
 */

export interface StatementBank {
  readonly code: string;
  readonly name: string;
  readonly bic: string;
  readonly verified: boolean;
}

export const STATEMENT_BANKS: readonly StatementBank[] = [
  { code: '02', name: 'NLB d.d.', bic: 'LJBASI2X', verified: true },
  // SKB banka merged into OTP banka (2023); its accounts keep the mark 03.
  { code: '03', name: 'OTP banka d.d. (nekdanja SKB)', bic: 'SKBASI2X', verified: false },
  // Nova KBM became OTP banka d.d. (2023); its accounts keep the mark 04.
  { code: '04', name: 'OTP banka d.d.', bic: 'KBMASI2X', verified: false },
  { code: '07', name: 'Gorenjska banka d.d., Kranj', bic: 'GORESI2X', verified: true },
  { code: '10', name: 'Intesa Sanpaolo Bank d.d.', bic: 'BAKOSI2X', verified: true },
  { code: '29', name: 'UniCredit Banka Slovenija d.d.', bic: 'BACXSI22', verified: true },
  { code: '33', name: 'Addiko Bank d.d.', bic: 'HAABSI22', verified: true },
  { code: '34', name: 'Banka Sparkasse d.d.', bic: 'KSPKSI22', verified: true },
  { code: '35', name: 'BKS Bank AG, Bančna podružnica', bic: 'BFKKSI22', verified: true },
  { code: '60', name: 'Hranilnica LON d.d., Kranj', bic: 'HLONSI22', verified: true },
  { code: '61', name: 'Delavska hranilnica d.d. Ljubljana', bic: 'HDELSI22', verified: true },
  { code: '64', name: 'Primorska hranilnica Vipava d.d.', bic: 'HKVISI22', verified: false },
];

/**
 * EXAMPLE DATA for the al variant (decision 242): banks no one holds an account with, so the
 * salary statement step can be tried in Albania until the bank puts in the Bank of Albania's list
 * of licensed banks. `code` has the form of an Albanian IBAN's bank (positions 5–7, decision 237):
 * 991–994 are no Albanian bank's, as 998 (the open-banking sandbox) and 999 (the bank's own
 * example) are not. The BICs have the form of Albanian ones (country AL) and are made up.
 */
export const AL_STATEMENT_BANKS: readonly StatementBank[] = [
  { code: '991', name: 'Banka Shembull Tirana sh.a.', bic: 'SHMBALTR', verified: false },
  { code: '992', name: 'Banka Shembull Durrës sh.a.', bic: 'SHMDALTR', verified: false },
  { code: '993', name: 'Banka Shembull Shkodër sh.a.', bic: 'SHMSALTR', verified: false },
  { code: '994', name: 'Banka Shembull Vlorë sh.a.', bic: 'SHMVALTR', verified: false },
];

/** The banks a statement may come from in a variant: its country's. */
export function statementBanksOf(variant: VariantId): readonly StatementBank[] {
  return variant === 'al' ? AL_STATEMENT_BANKS : STATEMENT_BANKS;
}

/** One bank as `ocrbankcodes` and `ocrbanks/code` answer it. */
export const ZStatementBank = z.object({
  // Two digits in si, three in al.
  code: z.string().regex(/^\d{2,3}$/),
  name: z.string(),
  bic: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/),
});
export type TStatementBank = z.infer<typeof ZStatementBank>;

export const ZStatementBanks = z.array(ZStatementBank);

/** `ocrbanks/code?codeBank=02`. */
export const ZStatementBankQuery = z.object({ codeBank: z.string().max(10) });

export function statementBankOf(code: string, variant: VariantId): TStatementBank | null {
  const bank = statementBanksOf(variant).find((candidate) => candidate.code === code);
  return bank === undefined ? null : { code: bank.code, name: bank.name, bic: bank.bic };
}

/**
 * Whether a bank is on a variant's list: the shared upload schema knows no variant, so it checks
 * both; the server checks the code against its own variant's list.
 */
export function isKnownStatementBank(code: string): boolean {
  return [...STATEMENT_BANKS, ...AL_STATEMENT_BANKS].some((bank) => bank.code === code);
}

/** The bank of a Slovenian IBAN (positions 5–6) or account number (its first two digits). */
export function statementBankOfAccount(account: string): TStatementBank | null {
  const compact = account.replace(/[\s-]/g, '').toUpperCase();
  const code = compact.startsWith('SI') ? compact.slice(4, 6) : compact.slice(0, 2);
  return statementBankOf(code, 'si');
}
