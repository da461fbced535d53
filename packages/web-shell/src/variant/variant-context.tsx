import { createContext, useContext, type ReactNode } from 'react';
import type { Variant } from './read-variant';

const VariantContext = createContext<Variant | null>(null);

export function VariantProvider({ variant, children }: { variant: Variant; children: ReactNode }) {
  return <VariantContext value={variant}>{children}</VariantContext>;
}

export function useVariant(): Variant {
  const variant = useContext(VariantContext);
  if (!variant) throw new Error('useVariant must be used inside a VariantProvider');
  return variant;
}
