import type { CatalogOf } from '../../translator';
import type en from './en';

const a11y: CatalogOf<typeof en> = {
  settingsLabel: 'Nastavitve prikaza',
  contrast: 'Visok kontrast',
  textSize: {
    label: 'Velikost besedila',
    normal: 'Običajno besedilo',
    incrtext: 'Večje besedilo',
    bigtext: 'Največje besedilo',
  },
};

export default a11y;
