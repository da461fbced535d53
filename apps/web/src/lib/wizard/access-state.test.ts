import { describe, expect, it } from 'vitest';
import { resolveAccess } from './access-state';
import { aProcess, aStatus } from './testing/status-fixtures';

describe('resolveAccess (spec 1 §4 "Access state")', () => {
  it('when exactly one process runs, then it is selected and the applicant AUTHENTICATED', () => {
    const only = aProcess();
    expect(resolveAccess(aStatus(only), null)).toEqual({
      userState: 'AUTHENTICATED',
      process: only,
    });
  });

  it('when several run and none is chosen, then LIMBO with all of them', () => {
    const loan = aProcess({ processName: 'PERSONALLOAN' });
    const account = aProcess();
    expect(resolveAccess(aStatus(loan, account), null)).toEqual({
      userState: 'LIMBO',
      processes: [loan, account],
    });
  });

  it('when several run and one was chosen in this session, then that one is selected', () => {
    const loan = aProcess({ processName: 'PERSONALLOAN' });
    const status = aStatus(aProcess(), loan);
    expect(resolveAccess(status, 'PERSONALLOAN')).toEqual({
      userState: 'AUTHENTICATED',
      process: loan,
    });
  });

  it('when the chosen process is not among them, then LIMBO again', () => {
    const status = aStatus(aProcess(), aProcess({ processName: 'DAYPOSIT' }));
    expect(resolveAccess(status, 'PERSONALLOAN').userState).toBe('LIMBO');
  });

  it('when none runs, then LIMBO with an empty list', () => {
    expect(resolveAccess({ ...aStatus(), processes: [] }, null)).toEqual({
      userState: 'LIMBO',
      processes: [],
    });
  });
});
