import { getVariant, type Language, type VariantId } from '@onboarding/domain';
import type { Database, Transaction } from '../../infra/db/database';
import { findUserByEmail } from './repository';

/** The language of the account of an address; the variant's default for an address without one. */
export async function languageOfAddress(
  tx: Database | Transaction,
  email: string,
  variant: VariantId,
): Promise<Language> {
  const user = await findUserByEmail(tx, email);
  return user?.language ?? getVariant(variant).defaultLanguage;
}
