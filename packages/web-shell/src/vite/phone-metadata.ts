import type { Plugin } from 'vite';

/** libphonenumber-js's numbering plans as modules: metadata.min.json.js, metadata.mobile.json.js, … */
export const PHONE_METADATA_MODULE = /[\\/]libphonenumber-js[\\/]metadata\.\w+\.json\.js$/;

const EXPORT_DEFAULT = 'export default ';

/**
 * The metadata module rewritten as `export default JSON.parse("…")`, the same object. The package
 * writes each of these modules from its JSON file, so what follows `export default` is JSON; a
 * module of any other shape throws, so that a release that changes them stops the build instead
 * of being read wrongly.
 */
export function metadataAsJsonParse(code: string): string {
  const start = code.indexOf(EXPORT_DEFAULT);
  if (start === -1) throw new Error('libphonenumber-js metadata: no default export');
  const literal = code
    .slice(start + EXPORT_DEFAULT.length)
    .trim()
    .replace(/;$/, '');
  let value: unknown;
  try {
    value = JSON.parse(literal);
  } catch {
    throw new Error('libphonenumber-js metadata: the default export is not JSON');
  }
  return `${EXPORT_DEFAULT}JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;
}

/**
 * The phone numbering plans (libphonenumber-js's metadata, about 100 KB) as a string given to
 * `JSON.parse` instead of the package's object literal: a browser parses and builds the object
 * from a JSON string far faster than from the same object written in JavaScript, and evaluating
 * the literal cost about 50 ms of a phone's main thread on /personaldata under Lighthouse
 * (decision 306). Build only: in development Vite serves the package pre-bundled, and the tests
 * and the server (Node) read it as it is published.
 */
export function phoneMetadataAsJson(): Plugin {
  return {
    name: 'onboarding:phone-metadata-as-json',
    apply: 'build',
    transform: {
      filter: { id: PHONE_METADATA_MODULE },
      handler(code) {
        return { code: metadataAsJsonParse(code), map: null };
      },
    },
  };
}
