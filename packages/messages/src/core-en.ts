import shell from './sections/shell/en';
import ui from './sections/ui/en';
import page from './sections/page/en';
import header from './sections/header/en';
import a11y from './sections/a11y/en';
import footer from './sections/footer/en';
import errors from './sections/errors/en';
import validation from './sections/validation/en';
import lightsignup from './sections/lightsignup/en';

/**
 * The part of the English catalogue a browser app loads before its first render: the page frame,
 * the shared building blocks, validation and the sign-up and sign-in screens. The other sections
 * load with the pages that show them (loadSections, decision 217).
 */
const core = {
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
