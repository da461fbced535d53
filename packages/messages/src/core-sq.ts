import type { CatalogOf } from './translator';
import type en from './core-en';
import shell from './sections/shell/sq';
import ui from './sections/ui/sq';
import page from './sections/page/sq';
import header from './sections/header/sq';
import a11y from './sections/a11y/sq';
import footer from './sections/footer/sq';
import errors from './sections/errors/sq';
import validation from './sections/validation/sq';
import lightsignup from './sections/lightsignup/sq';

/** The first-render part of the Albanian catalogue (core-en.ts says which). */
const core: CatalogOf<typeof en> = {
  ...shell,
  validation,
  lightsignup,
  page,
  header,
  a11y,
  footer,
  errors,
  ui,
};

export default core;
