import { describe, expect, it } from 'vitest';
import {
  INITIAL_LONG_WAIT_PHASE,
  LONG_TIME_SERVICE_RESUME_PHASES,
  LONG_WAIT_PHASES,
  POST_LOAN_CHOICE_PHASES,
  isFinalLongWaitPhase,
  moveLongWaitSlide,
} from './long-wait';

describe('long-wait phases', () => {
  it('lists thirteen phases starting at NOT_OBSERVED', () => {
    expect(LONG_WAIT_PHASES).toHaveLength(13);
    expect(INITIAL_LONG_WAIT_PHASE).toBe('NOT_OBSERVED');
  });

  it('keeps the spec constant and uses it as the long-time-service set (decision 011)', () => {
    expect(POST_LOAN_CHOICE_PHASES).toEqual([
      'SAVING_LOAN_CHOICE',
      'GETTING_DOCUMENTS',
      'CREATING_DOSSIER',
      'END',
    ]);
    expect(LONG_TIME_SERVICE_RESUME_PHASES).toEqual(POST_LOAN_CHOICE_PHASES);
  });

  it('knows the final phases', () => {
    expect(LONG_WAIT_PHASES.filter(isFinalLongWaitPhase)).toEqual(['END', 'ERROR', 'CANCELLED']);
  });

  it('moves slides by one and resets to 0, never below 0', () => {
    expect(moveLongWaitSlide(2, 'NEXT')).toBe(3);
    expect(moveLongWaitSlide(2, 'PREVIOUS')).toBe(1);
    expect(moveLongWaitSlide(0, 'PREVIOUS')).toBe(0);
    expect(moveLongWaitSlide(5, 'RESET')).toBe(0);
  });
});
