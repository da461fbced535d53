import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { withOwnFieldChecks } from './use-zod-form';

interface Values extends FieldValues {
  name: string;
  from: string;
  to: string;
}

const VALUES: Values = { name: '', from: '5', to: '3' };
const WHOLE_ERRORS = { to: { type: 'custom', message: 'range' } };

function options(names: string[] | undefined, criteriaMode: 'firstError' | 'all' = 'firstError') {
  return {
    names,
    criteriaMode,
    fields: {},
    shouldUseNativeValidation: false,
  } as ResolverOptions<Values>;
}

describe('withOwnFieldChecks', () => {
  const own = { name: z.string().min(1, 'required').max(3, 'long') };
  const setUp = () => {
    const whole = vi.fn<Resolver<Values>>(() => ({ values: {}, errors: WHOLE_ERRORS }));
    return { whole, resolver: withOwnFieldChecks(whole, own) };
  };

  it('checks a change to a field of its own by its own schema, its first failure only', async () => {
    const { whole, resolver } = setUp();
    const failed = await resolver({ ...VALUES, name: '' }, undefined, options(['name']));
    expect(failed.errors).toEqual({ name: { type: 'too_small', message: 'required' } });
    const passed = await resolver({ ...VALUES, name: 'Ana' }, undefined, options(['name']));
    expect(passed.errors).toEqual({});
    expect(whole).not.toHaveBeenCalled();
  });

  it('leaves to the whole schema a field under a rule of the whole, a submit and every failure', async () => {
    const { whole, resolver } = setUp();
    for (const checked of [options(['to']), options(undefined), options(['name'], 'all')]) {
      expect((await resolver(VALUES, undefined, checked)).errors).toEqual(WHOLE_ERRORS);
    }
    expect(whole).toHaveBeenCalledTimes(3);
  });
});
