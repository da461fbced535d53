import { describe, expect, it } from 'vitest';
import { DEFAULT_CALL_MINUTES, estimatedWaitSeconds } from './identification';

describe('estimatedWaitSeconds', () => {
  it('is nothing for the first in line while an operator is free', () => {
    expect(estimatedWaitSeconds({ ahead: 0, inCall: 0, operators: 1, meanCallSeconds: 300 })).toBe(
      0,
    );
    expect(estimatedWaitSeconds({ ahead: 1, inCall: 0, operators: 2, meanCallSeconds: 300 })).toBe(
      0,
    );
  });

  it('is one call for the first in line when every operator is in a call', () => {
    expect(estimatedWaitSeconds({ ahead: 0, inCall: 2, operators: 2, meanCallSeconds: 300 })).toBe(
      300,
    );
  });

  it('grows by a call for every operator’s worth of applicants ahead', () => {
    expect(estimatedWaitSeconds({ ahead: 3, inCall: 1, operators: 2, meanCallSeconds: 240 })).toBe(
      480,
    );
  });

  it('takes the default call length before any call, and one operator when none is known', () => {
    expect(estimatedWaitSeconds({ ahead: 1, inCall: 0, operators: 0, meanCallSeconds: null })).toBe(
      DEFAULT_CALL_MINUTES * 60,
    );
  });
});
