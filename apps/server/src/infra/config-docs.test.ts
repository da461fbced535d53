import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ZEnv } from './config-env';

interface ConfigDocsScript {
  readonly configurationDoc: () => string;
  readonly readVariables: () => { name: string; fallback: string; meaning: string }[];
}

// A plain Node script (no build step, no types): loaded by its URL, its two functions typed here.
const scriptUrl = new URL('../../scripts/config-docs.mjs', import.meta.url).href;
const docPath = fileURLToPath(new URL('../../../../docs/configuration.md', import.meta.url));

async function loadScript(): Promise<ConfigDocsScript> {
  return (await import(scriptUrl)) as ConfigDocsScript;
}

describe('docs/configuration.md', () => {
  it('is what the schema comments make (run npm run docs:config -w @onboarding/server)', async () => {
    const { configurationDoc } = await loadScript();
    expect(readFileSync(docPath, 'utf8')).toBe(configurationDoc());
  });

  it('has one row per variable of the schema, in its order, each with a default and a meaning', async () => {
    const { readVariables } = await loadScript();
    const variables = readVariables();
    expect(variables.map((variable) => variable.name)).toEqual(Object.keys(ZEnv.shape));
    for (const variable of variables) {
      expect(variable.fallback, variable.name).not.toBe('');
      expect(variable.meaning, variable.name).not.toBe('');
    }
  });
});
