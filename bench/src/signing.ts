// The signing figure of decision 141: three contracts signed in one call (hash, sign, time-stamp,
// the DSS of PAdES B-LT, decision 280), storing excluded, on an in-memory embedded database, beside a bare
// baseline: the same three PDFs hashed and signed with node:crypto alone, the cryptography no
// signature can skip. Run by `npm run bench` through its own process
// (`npm run bench:signing -w @onboarding/bench`).
import { createHash, sign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../apps/server/src/infra/config';
import { createDataCipher } from '../../apps/server/src/infra/crypto/data-cipher';
import { openPglite } from '../../apps/server/src/infra/db/pglite';
import { renderPdf } from '../../apps/server/src/infra/pdf/pdf-document';
import { createSigningProvider } from '../../apps/server/src/infra/signing/create-signing-provider';
import { newSigningKeyPair } from '../../apps/server/src/infra/signing/development-ca';
import type { PdfToSign } from '../../apps/server/src/infra/signing/signing-provider';

const APP_SECRET = 'bench-secret-that-is-long-enough-0123456789';

export interface SigningFigures {
  readonly rounds: number;
  readonly timestamped: boolean;
  /** The PAdES level the signatures reached (decision 280). */
  readonly level: string;
  readonly bytesPerContract: number;
  readonly bare: { readonly medianMs: number; readonly p95Ms: number };
  readonly pades: { readonly medianMs: number; readonly p95Ms: number };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** A contract as the contracts module renders them: DejaVu embedded, a few pages of clauses. */
function contract(title: string): Promise<Uint8Array> {
  const clause =
    'Stranki se dogovorita o pogojih, navedenih v tem členu; banka vodi račun po veljavnem ' +
    'ceniku in splošnih pogojih, imetnik pa lahko pogodbo odpove v 14 dneh brez navedbe razloga.';
  return renderPdf({
    title,
    language: 'sl',
    author: 'Onboarding Bank d.d.',
    createdAt: new Date('2026-11-23T10:00:00Z'),
    blocks: Array.from({ length: 24 }, (_, index) => [
      { type: 'heading' as const, text: `${index + 1}. člen` },
      { type: 'paragraph' as const, text: `${clause} ${clause}` },
    ]).flat(),
    footer: (page, pages) => `Stran ${page} od ${pages}`,
  });
}

export async function measureSigning(rounds = 30): Promise<SigningFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'onboarding-bench-signing-'));
  const database = await openPglite({});
  try {
    await database.migrate();
    const config = loadConfig({
      APP_SECRET,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      TSA_URL: process.env.TSA_URL ?? '',
    });
    const signing = await createSigningProvider({
      config,
      db: database.db,
      cipher: createDataCipher(APP_SECRET),
      clock: () => new Date(),
      log: { warn: (message) => console.warn(message) },
    });
    const { certificateId } = await signing.issueCertificate({
      givenName: 'Ana',
      surname: 'Kovač',
      countryCode: 'SI',
      serialNumber: 'BENCH-1',
    });
    const documents: PdfToSign[] = await Promise.all(
      ['Pogodba o računu', 'Splošni pogoji', 'Kreditna pogodba'].map(async (title) => ({
        bytes: await contract(title),
        reason: title,
        location: 'Ljubljana',
        signerName: 'Ana Kovač',
      })),
    );
    const bareKey = newSigningKeyPair().privateKey;

    const bare: number[] = [];
    const pades: number[] = [];
    let level = '';
    // Three warm-up rounds (first loads of the modules, JIT) are left out.
    for (let round = 0; round < rounds + 3; round += 1) {
      let started = performance.now();
      for (const document of documents) {
        sign('sha256', createHash('sha256').update(document.bytes).digest(), bareKey);
      }
      const bareMs = performance.now() - started;
      started = performance.now();
      const [signed] = await signing.signPdfs(certificateId, documents);
      level = signed?.level ?? level;
      const padesMs = performance.now() - started;
      if (round >= 3) {
        bare.push(bareMs);
        pades.push(padesMs);
      }
    }
    return {
      rounds,
      timestamped: config.signing.tsaUrl !== null,
      level,
      bytesPerContract: documents[0]?.bytes.byteLength ?? 0,
      bare: { medianMs: percentile(bare, 50), p95Ms: percentile(bare, 95) },
      pades: { medianMs: percentile(pades, 50), p95Ms: percentile(pades, 95) },
    };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printSigning(figures: SigningFigures): void {
  const tsa = figures.timestamped ? 'TSA_URL' : 'the development TSA';
  const level = `${figures.level.replace('PAdES-', 'PAdES ')}, ${tsa}`;
  const kb = (figures.bytesPerContract / 1024).toFixed(0);
  console.log(
    `\nSigning three contracts (${level}; ${kb} KB each, development CA, ECDSA P-256; ` +
      `${figures.rounds} rounds, storing excluded)`,
  );
  console.log(
    `  bare SHA-256 + sign of the three:  median ${figures.bare.medianMs.toFixed(1)} ms, ` +
      `p95 ${figures.bare.p95Ms.toFixed(1)} ms`,
  );
  console.log(
    `  signPdfs, three PAdES signatures:  median ${figures.pades.medianMs.toFixed(1)} ms, ` +
      `p95 ${figures.pades.p95Ms.toFixed(1)} ms   (target < 1000 ms)`,
  );
}
