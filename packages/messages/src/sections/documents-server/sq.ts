import type { CatalogOf } from '../../translator';
import type en from './en';

const documentsServer: CatalogOf<typeof en> = {
  sms: {
    // Without ë and ç: they are outside the GSM 03.38 alphabet and would halve the SMS length.
    handoffLink: {
      CURRENTACCOUNT:
        'Vazhdoni hapjen e llogarise ne kete telefon: {{link}} Lidhja eshte e vlefshme 15 minuta.',
      PERSONALLOAN:
        'Vazhdoni aplikimin per kredi ne kete telefon: {{link}} Lidhja eshte e vlefshme 15 minuta.',
      DAYPOSIT:
        'Vazhdoni hapjen e depozites ditore ne kete telefon: {{link}} Lidhja eshte e vlefshme 15 minuta.',
      ACCOUNTOPENINGFROMLOAN:
        'Vazhdoni hapjen e llogarise per kredine ne kete telefon: {{link}} Lidhja eshte e vlefshme 15 minuta.',
    },
  },
};

export default documentsServer;
