/** dd.mm.yyyy of a calendar day, as the loan's documents (SECCI, repayment plan) print dates. */
export function dotted(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day ?? ''}.${month ?? ''}.${year ?? ''}`;
}
