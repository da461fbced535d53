// Place names alone, in a file of their own: the welcome page names the chosen branch without
// loading the postal codes the search and the order near home need.
import { formatPostalPlace } from '../format/postal-place';

/** Lower case, no diacritics (Č → c, Š → s, Ž → z), one space between words, hyphens as spaces. */
export function normalisePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A branch's name as worth showing beside its address: null when it only repeats the place (the
 * branch "Celje" at "Stanetova ulica 9, 3000 Celje"), so the place is not said twice.
 */
export function distinctBranchName(branch: { readonly name: string; readonly city: string }) {
  const name = branch.name.trim();
  return name === '' || normalisePlace(name) === normalisePlace(formatPostalPlace(branch.city))
    ? null
    : name;
}
