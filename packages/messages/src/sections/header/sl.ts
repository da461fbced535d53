import type { CatalogOf } from '../../translator';
import type en from './en';

const header: CatalogOf<typeof en> = {
  actionsLabel: 'Vloga',
  exit: 'Izhod',
  saveAndExit: 'Shrani in zapusti',
  menu: 'Meni',
  myApplication: 'Moja vloga',
};

export default header;
