import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROCESS,
  PROCESS_NAMES,
  isLoanProcess,
  isProcessName,
  offersProcess,
} from './processes';
import { ZProcessName } from './schemas';

describe('processes', () => {
  it('lists the four processes with CURRENTACCOUNT as default', () => {
    expect(PROCESS_NAMES).toEqual([
      'CURRENTACCOUNT',
      'PERSONALLOAN',
      'DAYPOSIT',
      'ACCOUNTOPENINGFROMLOAN',
    ]);
    expect(DEFAULT_PROCESS).toBe('CURRENTACCOUNT');
  });

  it('treats only PERSONALLOAN as a loan', () => {
    expect(PROCESS_NAMES.filter(isLoanProcess)).toEqual(['PERSONALLOAN']);
  });

  it('offers every process in si, and no loan in al (decision 241)', () => {
    expect(PROCESS_NAMES.filter((process) => offersProcess('si', process))).toEqual([
      ...PROCESS_NAMES,
    ]);
    expect(PROCESS_NAMES.filter((process) => offersProcess('al', process))).toEqual([
      'CURRENTACCOUNT',
      'DAYPOSIT',
    ]);
    expect(offersProcess('al', DEFAULT_PROCESS)).toBe(true);
  });

  it('validates names from the wire', () => {
    expect(isProcessName('DAYPOSIT')).toBe(true);
    expect(isProcessName('dayposit')).toBe(false);
    expect(ZProcessName.safeParse('MORTGAGE').success).toBe(false);
  });
});
