import type { Language, LookupTranslate, VariantId } from '@onboarding/domain';
import type { MessageKey, MessageValues } from '@onboarding/messages';
import { translatorFor } from '../../infra/mail/templates';

/**
 * The lookup names in a language as the variant's catalogue gives them (decision 196): the domain
 * keeps the codes, the catalogue section `personalDataLookups` their names.
 */
export function lookupTranslator(language: Language, variant: VariantId): LookupTranslate {
  const t = translatorFor(language, variant);
  return (key, values) => t(key as MessageKey, (values ?? {}) as MessageValues);
}
