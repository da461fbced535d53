import type { CatalogOf } from '../../translator';
import type en from './en';

const footer: CatalogOf<typeof en> = {
  columns: {
    bank: 'Banka',
    group: 'Grupi',
    legal: 'Informacione ligjore',
    prices: 'Çmimet',
  },
  links: {
    socialResponsibility: 'Përgjegjësia sociale',
    annualReport: 'Raporti vjetor',
    media: 'Media',
    group: 'Grupi bankar',
    legalNotice: 'Njoftim ligjor',
    cookieSettings: 'Cilësimet e cookies',
  },
  social: {
    label: 'Banka në rrjetet sociale',
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    x: 'X',
    tiktok: 'TikTok',
  },
  // Decision 254: on a phone a wizard step's footer is one line, the rest behind a button.
  fold: {
    label: 'Lidhjet kryesore',
    privacy: 'Privatësia',
    more: 'Më shumë',
  },
  cardCentreLabel: 'Qendra e kartave (24/7)',
  groupLogo: 'Anëtare e grupit bankar',
  // A legal name may end in a full stop (`d.d.`): a comma follows it, not a second one.
  copyright: '© {{year}} {{bank}}, të gjitha të drejtat e rezervuara.',
};

export default footer;
