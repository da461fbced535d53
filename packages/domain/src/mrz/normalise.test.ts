import { describe, expect, it } from 'vitest';
import { asDigits, asLetters, mrzCandidateLines, normaliseMrzLine } from './normalise';

describe('MRZ normalisation', () => {
  it('upper-cases, drops spaces and reads guillemets and stray marks as fillers', () => {
    expect(normaliseMrzLine(' p<uto eriksson«anna ')).toBe('P<UTOERIKSSON<<ANNA');
    expect(normaliseMrzLine('AB-C')).toBe('AB<C');
  });

  it('changes characters only in the direction the field type asks', () => {
    expect(asDigits('O8I2S5')).toBe('081255');
    expect(asDigits('<1', true)).toBe('<1');
    expect(asLetters('ER1K550N')).toBe('ERIKSSON');
  });

  it('keeps only lines an MRZ line can be', () => {
    expect(
      mrzCandidateLines('REPUBLIKA SLOVENIJA\nI<SVNIA00123459<<<<<<<<<<<<<<<\nshort<'),
    ).toEqual(['I<SVNIA00123459<<<<<<<<<<<<<<<']);
  });
});
