import { describe, expect, it } from 'vitest';
import {
  lastThreeFullMonths,
  missingStatementMonths,
  monthsOutOfRange,
  STATEMENT_MAX_BYTES,
  statementFileProblem,
  statementMediaTypeOf,
  ZStatementUploadRequest,
} from './statements';
import {
  AL_STATEMENT_BANKS,
  isKnownStatementBank,
  STATEMENT_BANKS,
  statementBankOf,
  statementBanksOf,
  statementBankOfAccount,
  ZStatementBank,
} from './statements-banks';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('statementMediaTypeOf', () => {
  it('when the bytes start with a PDF, TIFF or JPEG signature, then that type', () => {
    expect(statementMediaTypeOf(ascii('%PDF-1.7\n%…'))).toBe('application/pdf');
    expect(statementMediaTypeOf(bytes(0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0))).toBe('image/tiff');
    expect(statementMediaTypeOf(bytes(0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8))).toBe('image/tiff');
    expect(statementMediaTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
  });

  it('when the bytes are a PNG, text, a GIF or too short, then none', () => {
    expect(statementMediaTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBeNull();
    expect(statementMediaTypeOf(ascii('Salary statement, October'))).toBeNull();
    expect(statementMediaTypeOf(ascii('GIF89a'))).toBeNull();
    expect(statementMediaTypeOf(ascii('%PDF'))).toBeNull();
    expect(statementMediaTypeOf(bytes(0xff, 0xd8))).toBeNull();
    expect(statementMediaTypeOf(bytes())).toBeNull();
  });
});

describe('statementFileProblem', () => {
  it('when a file is empty, over 1 000 000 bytes or of another type, then its code', () => {
    expect(statementFileProblem(bytes())).toBe('EMPTY');
    const tooLarge = new Uint8Array(STATEMENT_MAX_BYTES + 1);
    tooLarge.set(ascii('%PDF-'));
    expect(statementFileProblem(tooLarge)).toBe('TOO_LARGE');
    expect(statementFileProblem(ascii('plain text'))).toBe('NOT_ALLOWED_TYPE');
  });

  it('when a PDF is exactly 1 000 000 bytes, then it is fine', () => {
    const largest = new Uint8Array(STATEMENT_MAX_BYTES);
    largest.set(ascii('%PDF-'));
    expect(statementFileProblem(largest)).toBeNull();
  });
});

describe('lastThreeFullMonths', () => {
  it('when it is the middle of a month, then the three months before it, oldest first', () => {
    expect(lastThreeFullMonths('2026-11-23')).toEqual(['2026-08', '2026-09', '2026-10']);
  });

  it('when it is the first or last day of a month, then the current month is still not full', () => {
    expect(lastThreeFullMonths('2026-11-01')).toEqual(['2026-08', '2026-09', '2026-10']);
    expect(lastThreeFullMonths('2026-11-30')).toEqual(['2026-08', '2026-09', '2026-10']);
  });

  it('when the months cross a new year, then the years follow', () => {
    expect(lastThreeFullMonths('2027-01-15')).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(lastThreeFullMonths('2027-03-02')).toEqual(['2026-12', '2027-01', '2027-02']);
  });

  it('when the input is not a date, then it throws', () => {
    expect(() => lastThreeFullMonths('23.11.2026')).toThrow(RangeError);
  });
});

describe('monthsOutOfRange', () => {
  it('when a month is the current one, a future one or older than three months, then it is named', () => {
    expect(monthsOutOfRange(['2026-10', '2026-11', '2026-07', '2026-08'], '2026-11-23')).toEqual([
      '2026-11',
      '2026-07',
    ]);
    expect(monthsOutOfRange(['2026-08', '2026-09', '2026-10'], '2026-11-23')).toEqual([]);
  });
});

describe('missingStatementMonths (the finalize rule)', () => {
  it('when the files together cover the three months, then nothing is missing', () => {
    const files = [{ months: ['2026-08', '2026-09'] }, { months: ['2026-10'] }];
    expect(missingStatementMonths(files, '2026-11-23')).toEqual([]);
  });

  it('when a month has no file, then it is missing; with no files, all three are', () => {
    expect(missingStatementMonths([{ months: ['2026-10'] }], '2026-11-23')).toEqual([
      '2026-08',
      '2026-09',
    ]);
    expect(missingStatementMonths([], '2026-11-23')).toEqual(['2026-08', '2026-09', '2026-10']);
  });
});

describe('ZStatementUploadRequest', () => {
  const body = {
    content: 'JVBERi0=',
    type: 'application/pdf',
    fileType: 'pdf',
    documentName: 'placa-oktober.pdf',
    bank: '02',
    months: ['2026-10'],
  };

  it('when the body is complete, then it passes (prospectId may be left out)', () => {
    expect(ZStatementUploadRequest.safeParse(body).success).toBe(true);
  });

  it('when a month repeats, a bank is unknown, a month is malformed or a key is unknown, then it fails', () => {
    expect(
      ZStatementUploadRequest.safeParse({ ...body, months: ['2026-10', '2026-10'] }).success,
    ).toBe(false);
    expect(ZStatementUploadRequest.safeParse({ ...body, months: [] }).success).toBe(false);
    expect(ZStatementUploadRequest.safeParse({ ...body, months: ['2026-13'] }).success).toBe(false);
    expect(ZStatementUploadRequest.safeParse({ ...body, bank: '99' }).success).toBe(false);
    expect(ZStatementUploadRequest.safeParse({ ...body, extra: 1 }).success).toBe(false);
  });
});

describe('the statement banks', () => {
  it('when listed, then every entry has a two-digit mark, a valid BIC and a unique mark', () => {
    for (const bank of STATEMENT_BANKS) expect(ZStatementBank.safeParse(bank).success).toBe(true);
    expect(new Set(STATEMENT_BANKS.map((bank) => bank.code)).size).toBe(STATEMENT_BANKS.length);
  });

  it('when looked up by mark, IBAN or account number, then the bank; unknown gives null', () => {
    expect(statementBankOf('02', 'si')?.bic).toBe('LJBASI2X');
    expect(statementBankOfAccount('SI56 0201 0000 1234 567')?.code).toBe('02');
    expect(statementBankOfAccount('29000-0001234567')?.code).toBe('29');
    expect(statementBankOf('99', 'si')).toBeNull();
    expect(isKnownStatementBank('99')).toBe(false);
  });

  it('in the al variant, then the Albanian example banks only, with three-digit codes', () => {
    expect(statementBanksOf('al')).toBe(AL_STATEMENT_BANKS);
    expect(statementBanksOf('si')).toBe(STATEMENT_BANKS);
    for (const bank of AL_STATEMENT_BANKS) {
      expect(ZStatementBank.safeParse(bank).success).toBe(true);
      expect(bank.code).toMatch(/^\d{3}$/);
    }
    expect(statementBankOf('991', 'al')?.name).toBe('Banka Shembull Tirana sh.a.');
    expect(statementBankOf('02', 'al')).toBeNull();
    expect(statementBankOf('991', 'si')).toBeNull();
    // The shared upload schema knows no variant: both lists pass it, the server checks its own.
    expect(isKnownStatementBank('991')).toBe(true);
    expect(isKnownStatementBank('02')).toBe(true);
  });
});
