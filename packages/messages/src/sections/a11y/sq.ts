import type { CatalogOf } from '../../translator';
import type en from './en';

const a11y: CatalogOf<typeof en> = {
  settingsLabel: 'Cilësimet e shfaqjes',
  contrast: 'Kontrast i lartë',
  textSize: {
    label: 'Madhësia e tekstit',
    normal: 'Tekst normal',
    incrtext: 'Tekst më i madh',
    bigtext: 'Tekst shumë i madh',
  },
};

export default a11y;
