import type { CatalogOf } from '../../translator';
import type en from './en';

const documentsServer: CatalogOf<typeof en> = {
  sms: {
    // Without č, š and ž: they are outside the GSM 03.38 alphabet and would halve the SMS length.
    handoffLink: {
      CURRENTACCOUNT:
        'Nadaljujte odpiranje racuna na tem telefonu: {{link}} Povezava velja 15 minut.',
      PERSONALLOAN: 'Nadaljujte vlogo za kredit na tem telefonu: {{link}} Povezava velja 15 minut.',
      DAYPOSIT:
        'Nadaljujte odpiranje dnevnega depozita na tem telefonu: {{link}} Povezava velja 15 minut.',
      ACCOUNTOPENINGFROMLOAN:
        'Nadaljujte odpiranje racuna za kredit na tem telefonu: {{link}} Povezava velja 15 minut.',
    },
  },
};

export default documentsServer;
