import type { CatalogOf } from '../../translator';
import type en from './en';

const footer: CatalogOf<typeof en> = {
  columns: {
    bank: 'Banka',
    group: 'Skupina',
    legal: 'Pravna obvestila',
    prices: 'Cene',
  },
  links: {
    socialResponsibility: 'Družbena odgovornost',
    annualReport: 'Letno poročilo',
    media: 'Mediji',
    group: 'Bančna skupina',
    legalNotice: 'Pravno obvestilo',
    cookieSettings: 'Nastavitve piškotkov',
  },
  social: {
    label: 'Banka na družbenih omrežjih',
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    x: 'X',
    tiktok: 'TikTok',
  },
  // Decision 254: on a phone a wizard step's footer is one line, the rest behind a button.
  fold: {
    label: 'Glavne povezave',
    privacy: 'Zasebnost',
    more: 'Več',
  },
  cardCentreLabel: 'Kartični center (24/7)',
  groupLogo: 'Članica bančne skupine',
  // A legal name may end in a full stop (`d.d.`): a comma follows it, not a second one.
  copyright: '© {{year}} {{bank}}, vse pravice pridržane.',
};

export default footer;
