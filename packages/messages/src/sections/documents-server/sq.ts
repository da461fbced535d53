import type { CatalogOf } from '../../translator';
import type en from './en';

const documentsServer: CatalogOf<typeof en> = {
  sms: {
    // Without ë and ç: they are outside the GSM 03.38 alphabet and would halve the SMS length.
    handoffLink:
      'Vazhdoni hapjen e llogarise ne kete telefon: {{link}} Lidhja eshte e vlefshme 15 minuta.',
  },
};

export default documentsServer;
