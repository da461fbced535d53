import type { CatalogOf } from './translator';
import type en from './core-en';
import shell from './sections/shell/sl';
import ui from './sections/ui/sl';
import page from './sections/page/sl';
import header from './sections/header/sl';
import a11y from './sections/a11y/sl';
import footer from './sections/footer/sl';
import errors from './sections/errors/sl';
import validation from './sections/validation/sl';
import lightsignup from './sections/lightsignup/sl';

/** The first-render part of the Slovenian catalogue (core-en.ts says which). */
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
