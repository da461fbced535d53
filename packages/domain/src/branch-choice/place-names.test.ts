import { describe, expect, it } from 'vitest';
import { distinctBranchName, normalisePlace } from './place-names';

describe('place names', () => {
  it('compare without case, diacritics or hyphens', () => {
    expect(normalisePlace(' Škofja  Loka ')).toBe('skofja loka');
    expect(normalisePlace('Ivančna-Gorica')).toBe('ivancna gorica');
  });

  it('keep a branch name only when it says more than the place', () => {
    expect(distinctBranchName({ name: 'Celje', city: 'Celje' })).toBeNull();
    expect(distinctBranchName({ name: 'tirane', city: 'Tiranë' })).toBeNull();
    expect(distinctBranchName({ name: 'Ljubljana', city: 'Ljubljana - dostava' })).toBeNull();
    expect(distinctBranchName({ name: ' Ljubljana Center ', city: 'Ljubljana' })).toBe(
      'Ljubljana Center',
    );
  });
});
