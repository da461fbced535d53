import type { Clock } from '../clock';
import type { Config } from '../config';
import type { DataCipher } from '../crypto/data-cipher';
import type { Database } from '../db/database';
import { createBuiltInSigningProvider } from './built-in-provider';
import { dataKeyId, loadOrCreateDevelopmentCa } from './development-ca';
import { createHttpSigningProvider } from './http-provider';
import type { SigningProvider } from './signing-provider';
import { createTimestampClient } from './timestamp-client';

export interface SigningProviderDeps {
  readonly config: Config;
  readonly db: Database;
  readonly cipher: DataCipher;
  readonly clock: Clock;
  readonly log: { warn(message: string): void };
}

/**
 * The configured signature provider (decision 141): the qualified provider at SIGNING_PROVIDER_URL,
 * or the built-in one on the development CA, which is read or made here, at start, so a CA file
 * that cannot be opened stops the start with one line instead of failing the first applicant who
 * signs.
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
        'verifier trusts; configure a qualified trust service provider',
    );
  }
  const ca = await loadOrCreateDevelopmentCa({
    dataDir: config.dataDir,
    keyId: dataKeyId(config.appSecret),
    cipher,
    clock,
    countryCode: config.variant.toUpperCase(),
  });
  return createBuiltInSigningProvider({
    db,
    cipher,
    clock,
    ca,
    timestamps: tsaUrl === null ? null : createTimestampClient(tsaUrl),
  });
}
