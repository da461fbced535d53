import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_DOCUMENT_KINDS, ZSignContractsRequest, type TContractAmount } from './contracts';
import {
  signingManifestBytes,
  signingManifestSha256,
  signingManifestText,
  type ManifestDocument,
} from './manifest';
import { SIGNING_CODE_RULES } from './rules';

/** A distinct 64-character hex "hash" per seed (the manifest only needs their shape). */
const hex = (seed: string) =>
  Array.from({ length: 64 }, (_, index) =>
    ((seed.charCodeAt(index % seed.length) + index) % 16).toString(16),
  ).join('');

const documents: ManifestDocument[] = [
  { kind: 'GENERAL_TERMS', sha256: hex('terms') },
  { kind: 'PRODUCT_CONTRACT', sha256: hex('contract') },
];
const amounts: TContractAmount[] = [
  { name: 'PACKAGE_FEE_AFTERWARDS', value: '5.00', unit: 'EUR' },
  { name: 'PACKAGE_FEE_INTRODUCTORY', value: '0.00', unit: 'EUR' },
];

describe('the signing manifest', () => {
  it('is one line per document in kind order, then the amounts by name', () => {
    expect(signingManifestText({ documents, amounts })).toBe(
      [
        'onboarding-signing-manifest/1',
        `document PRODUCT_CONTRACT sha256 ${hex('contract')}`,
        `document GENERAL_TERMS sha256 ${hex('terms')}`,
        'amount PACKAGE_FEE_AFTERWARDS 5.00 EUR',
        'amount PACKAGE_FEE_INTRODUCTORY 0.00 EUR',
        '',
      ].join('\n'),
    );
  });

  it('its SHA-256 (Web Crypto) is that of the canonical UTF-8 bytes', async () => {
    // Computed independently over the text of the test above (sha256sum).
    expect(await signingManifestSha256({ documents, amounts })).toBe(
      'f15f92a662e028947a4420909d5a6fa8d68d1e47b9aa84beb4fc82b08a701ec5',
    );
    expect(new TextDecoder().decode(signingManifestBytes({ documents, amounts }))).toBe(
      signingManifestText({ documents, amounts }),
    );
  });

  it('does not depend on the order documents and amounts come in', () => {
    const arbitraryOrder = fc.tuple(
      fc.shuffledSubarray([...documents], { minLength: 2, maxLength: 2 }),
      fc.shuffledSubarray([...amounts], { minLength: 2, maxLength: 2 }),
    );
    fc.assert(
      fc.property(arbitraryOrder, ([someDocuments, someAmounts]) => {
        expect(signingManifestText({ documents: someDocuments, amounts: someAmounts })).toBe(
          signingManifestText({ documents, amounts }),
        );
      }),
    );
  });

  it('changes with any document byte (its hash) or any figure', () => {
    const base = signingManifestText({ documents, amounts });
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTRACT_DOCUMENT_KINDS.slice(0, 2)),
        fc.string({ minLength: 1 }),
        (kind, seed) => {
          const changed = documents.map((document) =>
            document.kind === kind ? { kind, sha256: hex(`${kind}${seed}`) } : document,
          );
          expect(signingManifestText({ documents: changed, amounts })).not.toBe(base);
        },
      ),
    );
    expect(
      signingManifestText({
        documents,
        amounts: [amounts[0]!, { name: 'PACKAGE_FEE_INTRODUCTORY', value: '0.01', unit: 'EUR' }],
      }),
    ).not.toBe(base);
    expect(
      signingManifestText({
        documents,
        amounts: [amounts[0]!, { name: 'PACKAGE_FEE_INTRODUCTORY', value: '0.00', unit: 'HUF' }],
      }),
    ).not.toBe(base);
    // Leaving a figure out is a change too.
    expect(signingManifestText({ documents, amounts: [amounts[0]!] })).not.toBe(base);
  });

  it('refuses what could print two inputs alike: a kind twice, a separator in a unit, no documents', () => {
    expect(() =>
      signingManifestText({ documents: [...documents, documents[0]!], amounts }),
    ).toThrow(/twice/);
    expect(() =>
      signingManifestText({
        documents,
        amounts: [{ name: 'LOAN_AMOUNT', value: '1.00', unit: 'EUR\namount' }],
      }),
    ).toThrow(/bad unit/);
    expect(() => signingManifestText({ documents: [], amounts })).toThrow(/no documents/);
    expect(() =>
      signingManifestText({
        documents: [{ kind: 'PRODUCT_CONTRACT', sha256: 'ABC' }],
        amounts,
      }),
    ).toThrow(/hex/);
  });
});

describe('the signing code rules', () => {
  it('6 digits, 5 minutes, 5 tries, a new code after a minute (spec 1 §9, DESIGN)', () => {
    expect(SIGNING_CODE_RULES).toEqual({
      length: 6,
      validityMs: 300_000,
      maxAttempts: 5,
      resendAfterMs: 60_000,
    });
  });

  it('the sign request takes exactly 6 digits', () => {
    const request = {
      documentSetId: '7a0f6f0e-5a8f-4c59-9e0a-2d8f5bb2b6a1',
      manifestSha256: hex('m'),
    };
    expect(ZSignContractsRequest.safeParse({ ...request, code: ' 123456 ' }).success).toBe(true);
    for (const code of ['12345', '1234567', '12a456', '']) {
      expect(ZSignContractsRequest.safeParse({ ...request, code }).success).toBe(false);
    }
  });
});
