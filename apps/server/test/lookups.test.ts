import { LOOKUP_NAMES, ZErrorBody } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { send } from './personal-data-helpers';

describe('lookups of the personal data screen', () => {
  const app = useTestApp();

  it.each(['sl', 'en', 'sq'])(
    'serves every getX lookup in %s without a session, cacheable',
    async (language) => {
      for (const name of LOOKUP_NAMES) {
        const response = await send(app, 'GET', `/get${name}/${language}`);
        expect(response.statusCode, name).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        const options = response.json<{ code: string; name: string }[]>();
        expect(options.length, name).toBeGreaterThan(1);
      }
    },
  );

  it('names things in the language asked', async () => {
    const gender = async (language: string) =>
      (await send(app, 'GET', `/getGender/${language}`)).json<{ code: string; name: string }[]>();
    expect(await gender('sl')).toContainEqual({ code: 'FEMALE', name: 'Ženski' });
    expect(await gender('en')).toContainEqual({ code: 'FEMALE', name: 'Female' });
    expect(await gender('sq')).toContainEqual({ code: 'FEMALE', name: 'Femër' });
    const countries = (await send(app, 'GET', '/getCountry/sq')).json<
      { code: string; name: string }[]
    >();
    expect(countries).toHaveLength(250);
    expect(countries).toContainEqual({ code: 'SI', name: 'Slloveni' });
    const nationality = (await send(app, 'GET', '/getNationality/sl')).json<
      { code: string; name: string }[]
    >();
    expect(nationality).toContainEqual({ code: 'AT', name: 'Avstrija' });
    const units = (await send(app, 'GET', '/getIssuingAuthority/sl')).json<unknown[]>();
    expect(units).toHaveLength(58);
    const postal = (await send(app, 'GET', '/getPostalCode/en')).json<
      { code: string; name: string }[]
    >();
    expect(postal).toHaveLength(556);
    expect(postal).toContainEqual({ code: '1210', name: 'Ljubljana Šentvid' });
    expect(postal).toContainEqual({ code: '8000', name: 'Novo mesto - dostava' });
    expect((await send(app, 'GET', '/getEmployerBusiness/en')).json<unknown[]>()).toHaveLength(28);
  });

  it('refuses a language the portal does not speak', async () => {
    const response = await send(app, 'GET', '/getGender/de');
    expect(response.statusCode).toBe(400);
    expect(ZErrorBody.parse(response.json()).fieldErrors[0]).toMatchObject({
      field: 'language',
      code: 'validation.language.invalid',
    });
  });

  it('gives the whole data registry at once', async () => {
    const response = await send(app, 'GET', '/external/info/dataregistry?language=en');
    expect(response.statusCode).toBe(200);
    const registry = response.json<Record<string, unknown[]>>();
    expect(Object.keys(registry).sort()).toEqual([...LOOKUP_NAMES].sort());
    expect(registry.Gender).toEqual([
      { code: 'MALE', name: 'Male' },
      { code: 'FEMALE', name: 'Female' },
    ]);
    // Without a language: the variant's default (sl).
    const slovenian = (await send(app, 'GET', '/external/info/dataregistry')).json<
      Record<string, unknown[]>
    >();
    expect(slovenian.Gender).toContainEqual({ code: 'MALE', name: 'Moški' });
  });

  it('finds the city of a postal code, and 404 for an unknown one', async () => {
    const found = await send(app, 'POST', '/externalservices/personal/city', {
      payload: { code: '1000' },
    });
    expect(found.json()).toEqual({ code: '1000', city: 'Ljubljana' });
    const unknown = await send(app, 'POST', '/externalservices/personal/city', {
      payload: { code: '1999' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(ZErrorBody.parse(unknown.json()).mainError.code).toBe('POSTAL_CODE_UNKNOWN');
    const bad = await send(app, 'POST', '/externalservices/personal/city', {
      payload: { code: 1000 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('suggests employers from 3 characters, at most 5', async () => {
    const suggest = async (query: string) =>
      (
        await send(
          app,
          'GET',
          `/external/info/employers-suggestion?query=${encodeURIComponent(query)}`,
        )
      ).json<string[]>();
    expect(await suggest('kr')).toEqual([]);
    expect(await suggest('krka')).toEqual(['Krka d.d., Novo mesto']);
    expect(await suggest('pošta')).toEqual(['Pošta Slovenije d.o.o.']);
    expect((await suggest('d.d.')).length).toBe(5);
    const long = await send(
      app,
      'GET',
      `/external/info/employers-suggestion?query=${'a'.repeat(101)}`,
    );
    expect(long.statusCode).toBe(400);
  });
});
