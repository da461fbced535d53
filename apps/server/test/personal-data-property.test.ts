import { ZErrorBody } from '@onboarding/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { applicantOnPersonalData, exampleBody, send } from './personal-data-helpers';
import { createTestClock } from './security-helpers';

/** Every leaf path of a JSON value ("personalInfo.names.MAIN.firstName", "kycInfo.countriesOfBusiness.0"). */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return [prefix];
  return entries.flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
}

function withValueAt(value: unknown, path: readonly string[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy: Record<string, unknown> = Array.isArray(value)
    ? { ...value }
    : { ...(value as Record<string, unknown>) };
  const result = { ...copy, [head]: withValueAt(copy[head], rest, replacement) };
  return Array.isArray(value) ? Object.values(result) : result;
}

const anyJson = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 6 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

describe('PATCH prospects/{id}/info under arbitrary bodies', () => {
  const app = useTestApp({ clock: createTestClock().clock });

  it('answers 200, 400 or 409 with the one error body, never a 5xx', async () => {
    const applicant = await applicantOnPersonalData(app);
    const body = exampleBody(applicant.uid);
    const paths = leafPaths(body);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...paths), anyJson), { minLength: 1, maxLength: 3 }),
        async (changes) => {
          const payload = changes.reduce<unknown>(
            (current, [path, value]) => withValueAt(current, path, value),
            body,
          );
          const response = await send(
            app,
            'PATCH',
            `/onboarding/prospects/${applicant.prospectId}/info`,
            {
              sid: applicant.sid,
              payload,
            },
          );
          expect([200, 400, 409]).toContain(response.statusCode);
          if (response.statusCode !== 200) ZErrorBody.parse(response.json());
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never stores a whole random value', async () => {
    const applicant = await applicantOnPersonalData(app);
    await fc.assert(
      fc.asyncProperty(anyJson, async (payload) => {
        const response = await send(
          app,
          'PATCH',
          `/onboarding/prospects/${applicant.prospectId}/info`,
          {
            sid: applicant.sid,
            payload,
          },
        );
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 30 },
    );
  });
});
