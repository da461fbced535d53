// @vitest-environment node
import metadata from 'libphonenumber-js/mobile/metadata';
import metadataModule from 'libphonenumber-js/mobile/metadata?raw';
import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { appViteConfig } from './vite-base';
import { metadataAsJsonParse, PHONE_METADATA_MODULE, phoneMetadataAsJson } from './phone-metadata';

/** The object a module `export default JSON.parse("…")` builds, read without running it. */
function parsedDefault(code: string): unknown {
  const call = /JSON\.parse\(("(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)\)/.exec(code)?.[1];
  if (call === undefined) throw new Error('no JSON.parse("…") in the module');
  const text: unknown = call.startsWith('`')
    ? call.slice(1, -1).replace(/\\\\/g, '\\')
    : JSON.parse(call);
  if (typeof text !== 'string') throw new Error('JSON.parse is given no string');
  return JSON.parse(text);
}

const ENTRY = 'virtual:phone-metadata-entry';

/** An entry that imports the numbering plan as the domain's phone rules do. */
const entry: Plugin = {
  name: 'test-entry',
  enforce: 'pre',
  resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
  load: (id) =>
    id === `\0${ENTRY}`
      ? "import metadata from 'libphonenumber-js/mobile/metadata'; console.log(metadata);"
      : null,
};

describe('the phone numbering plan as JSON (decision 306)', () => {
  it('rewrites the package’s metadata module as JSON.parse of the same object', () => {
    const code = metadataAsJsonParse(metadataModule);
    expect(code.startsWith('export default JSON.parse("')).toBe(true);
    expect(parsedDefault(code)).toEqual(metadata);
  });

  it('stops on a module that is not an object written as JSON', () => {
    expect(() => metadataAsJsonParse('export const metadata = {};')).toThrow('no default export');
    expect(() => metadataAsJsonParse('export default { version: 4 };')).toThrow('not JSON');
  });

  it('takes the metadata modules of every entry of the package, nothing else', () => {
    const matches = (id: string) => PHONE_METADATA_MODULE.test(id);
    expect(matches('/app/node_modules/libphonenumber-js/metadata.mobile.json.js')).toBe(true);
    expect(matches('/app/node_modules/libphonenumber-js/metadata.min.json.js')).toBe(true);
    expect(matches('C:\\app\\node_modules\\libphonenumber-js\\metadata.max.json.js')).toBe(true);
    expect(matches('/app/node_modules/libphonenumber-js/mobile/index.js')).toBe(false);
    expect(matches('/app/node_modules/libphonenumber-js/metadata.mobile.json')).toBe(false);
    expect(matches('/app/src/metadata.mobile.json.js')).toBe(false);
  });

  it('is one of the apps’ build plugins', () => {
    const names = (appViteConfig({ base: '/app/' }).plugins ?? []).flat().map((plugin) => {
      return plugin !== null && typeof plugin === 'object' && 'name' in plugin ? plugin.name : '';
    });
    expect(names).toContain('onboarding:phone-metadata-as-json');
  });

  it('gives a build the numbering plan through JSON.parse, the same object', async () => {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [entry, phoneMetadataAsJson()],
      build: { write: false, minify: false, rollupOptions: { input: ENTRY } },
    })) as Rollup.RollupOutput;
    const chunk = output.output.find((file) => file.type === 'chunk');
    expect(chunk?.code).toContain('JSON.parse(');
    // Not the object written out: its keys appear only inside the string.
    expect(chunk?.code).not.toMatch(/country_calling_codes"?\s*:\s*\{/);
    expect(parsedDefault(chunk?.code ?? '')).toEqual(metadata);
  });
});
