import type { CatalogOf } from '../../translator';
import type en from './en';

const header: CatalogOf<typeof en> = {
  actionsLabel: 'Aplikimi',
  exit: 'Dil',
  saveAndExit: 'Ruaj dhe dil',
  menu: 'Menyja',
  myApplication: 'Aplikimi im',
};

export default header;
