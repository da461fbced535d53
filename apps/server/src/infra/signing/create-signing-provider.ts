import type { Clock } from '../clock';
import type { Config } from '../config';
import type { DataCipher } from '../crypto/data-cipher';
import type { Database } from '../db/database';
import { createBuiltInSigningProvider } from './built-in-provider';
import type { RevocationPointers } from './certificates';
import { dataKeyId, loadOrCreateDevelopmentCa } from './development-ca';
import { createDevelopmentRevocation } from './development-revocation';
import { createDevelopmentTimestampAuthority } from './development-tsa';
import { createHttpSigningProvider } from './http-provider';
import {
  createDevelopmentRevocationSource,
  createNetworkRevocationSource,
} from './revocation-sources';
import type { SigningProvider } from './signing-provider';
import { traced } from '../telemetry/traced-object';
import { SpanKind } from '../telemetry/tracing';
import { createTimestampClient } from './timestamp-client';

export interface SigningProviderDeps {
  readonly config: Config;
  readonly db: Database;
  readonly cipher: DataCipher;
  readonly clock: Clock;
  readonly log: { warn(message: string): void };
}

/** Where the development CA's CRL, OCSP responder and TSA are served (decision 280). */
export const DEVELOPMENT_CA_PATHS = {
  crl: '/dev-ca/crl',
  ocsp: '/dev-ca/ocsp',
  tsa: '/dev-ca/tsa',
} as const;

/** The URLs the development CA's certificates name, under the portal's public address. */
export function developmentRevocationPointers(publicUrl: string): RevocationPointers {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    crlUrl: `${base}${DEVELOPMENT_CA_PATHS.crl}`,
    ocspUrl: `${base}${DEVELOPMENT_CA_PATHS.ocsp}`,
  };
}

/**
 * The configured signature provider (decision 141): the qualified provider at SIGNING_PROVIDER_URL,
 * or the built-in one on the development CA, which is read or made here, at start, so a CA file
 * that cannot be opened stops the start with one line instead of failing the first applicant who
 * signs. The built-in one signs PAdES B-LT (decision 280): time-stamps from TSA_URL or, without
 * it, from the development CA's own TSA, and the DSS's revocation data from the development CA
 * in the process (from the network for an external TSA's chain).
 */
export async function createSigningProvider(deps: SigningProviderDeps): Promise<SigningProvider> {
  const { config, db, cipher, clock } = deps;
  const { providerUrl, providerKey, tsaUrl } = config.signing;
  if (providerUrl !== null && providerKey !== null) {
    return createHttpSigningProvider({ db, baseUrl: providerUrl, sessionKey: providerKey });
  }
  if (config.isProduction) {
    deps.log.warn(
      'SIGNING_PROVIDER_URL is not set: contracts are signed with the development CA, which no ' +
        'verifier trusts; configure a qualified trust service provider' +
        (tsaUrl === null ? ' (and TSA_URL: the time-stamps come from the development TSA)' : ''),
    );
  }
  const ca = await loadOrCreateDevelopmentCa({
    dataDir: config.dataDir,
    keyId: dataKeyId(config.appSecret),
    cipher,
    clock,
    countryCode: config.variant.toUpperCase(),
  });
  const revocationPointers = developmentRevocationPointers(config.publicUrl);
  const revocation = createDevelopmentRevocation(ca, clock);
  const tsa = createDevelopmentTimestampAuthority(ca, clock, { revocation: revocationPointers });
  return createBuiltInSigningProvider({
    db,
    cipher,
    clock,
    ca,
    // The call to the time-stamping authority as a client span when tracing is on (decision 282).
    timestamps: traced(
      'tsa',
      tsaUrl === null ? tsa : createTimestampClient(tsaUrl),
      SpanKind.CLIENT,
    ),
    validation: createDevelopmentRevocationSource(
      ca,
      revocation,
      clock,
      createNetworkRevocationSource({ clock }),
    ),
    revocationPointers,
    development: {
      crl: () => revocation.crl(),
      answerOcsp: (request) => revocation.answer(request),
      answerTimestamp: (request) => tsa.reply(request),
    },
  });
}
