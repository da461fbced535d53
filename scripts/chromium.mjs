// Debian's chromium: the one browser of the build's prerendering, the browser tests and the
// benches (README "Test it"), with the flags that keep it from reaching for the network this
// machine does not have. The TypeScript side reads it through chromium.d.mts.

export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
