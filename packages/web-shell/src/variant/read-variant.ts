import { VARIANTS, getVariant, type VariantId } from '@onboarding/domain';

export type Variant = ReturnType<typeof getVariant>;

const FALLBACK_VARIANT: VariantId = 'si';

function isVariantId(value: string): value is VariantId {
  return Object.hasOwn(VARIANTS, value);
}

/**
 * The country variant comes from `<meta name="portal-variant">`, which the server fills in from its
 * configuration when it serves index.html; one build serves every variant (decision 031).
 */
export function readVariant(doc: Document): Variant {
  const content = doc.querySelector('meta[name="portal-variant"]')?.getAttribute('content')?.trim();
  return getVariant(content && isVariantId(content) ? content : FALLBACK_VARIANT);
}
