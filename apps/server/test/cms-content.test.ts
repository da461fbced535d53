import { ZStaticTextResponse } from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';

const URL = '/services/slo/external/cms/ltsccontent';

function textOf(body: unknown, key: string): string | undefined {
  return ZStaticTextResponse.parse(body).staticText.find((entry) => entry.key === key)?.text;
}

describe('GET external/cms/ltsccontent', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('when the language header is en, then the static texts in English', async () => {
    const response = await app.inject({ method: 'GET', url: URL, headers: { language: 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('en');
    const body = ZStaticTextResponse.parse(response.json());
    expect(body.staticText.length).toBeGreaterThanOrEqual(10);
    expect(textOf(body, 'slides.mobileApp.title')).toBe('Your bank in your pocket');
    expect(textOf(body, 'longWait.title')).toBe('We are preparing your documents');
  });

  it('when no language is asked for, then the variant’s default (Slovenian)', async () => {
    const response = await app.inject({ method: 'GET', url: URL });
    expect(response.headers['content-language']).toBe('sl');
    expect(textOf(response.json(), 'slides.mobileApp.title')).toBe('Banka v vašem žepu');
  });

  it('when the query names a language, then it wins over the header', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${URL}?language=sl`,
      headers: { language: 'en' },
    });
    expect(response.headers['content-language']).toBe('sl');
  });

  it('when the language is not one of the variant, then the default, not an error', async () => {
    for (const language of ['sq', 'de', '<script>']) {
      const response = await app.inject({ method: 'GET', url: URL, headers: { language } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-language']).toBe('sl');
    }
  });

  it('when the same keys are asked in each language, then every key has a text', async () => {
    const keys = async (language: string) =>
      ZStaticTextResponse.parse(
        (await app.inject({ method: 'GET', url: URL, headers: { language } })).json(),
      ).staticText.map((entry) => entry.key);
    expect(await keys('en')).toEqual(await keys('sl'));
  });
});

describe('GET external/cms/ltsccontent in the Albanian variant', () => {
  it('when no language is asked for, then Albanian', async () => {
    const app = await buildTestApp({ env: { VARIANT: 'al' } });
    try {
      const response = await app.inject({ method: 'GET', url: URL });
      expect(response.headers['content-language']).toBe('sq');
      expect(textOf(response.json(), 'slides.mobileApp.title')).toBe('Banka juaj në xhep');
    } finally {
      await app.close();
    }
  });
});
