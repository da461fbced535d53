import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('package entry', () => {
  it('exposes the tables and functions the apps use', () => {
    expect(domain.pageForState).toBeTypeOf('function');
    expect(domain.routeForError).toBeTypeOf('function');
    expect(domain.buildStatusesList()).toHaveLength(domain.STATE_TO_PAGE.length);
    expect(domain.stepListFor(domain.DEFAULT_PROCESS)[0]).toBe('Intro');
    expect(domain.VARIANTS.si.phonePrefix).toBe('+386');
  });
});
