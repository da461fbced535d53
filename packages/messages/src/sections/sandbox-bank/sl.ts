import type { CatalogOf } from '../../translator';
import type en from './en';

const sandboxBank: CatalogOf<typeof en> = {
  brand: 'Sandbox banka',
  tagline: 'Spletna banka',
  language: 'Jezik',
  languages: { sl: 'Slovenščina', en: 'English', sq: 'Shqip' },
  footer: 'Sandbox banka je testna banka razvojne različice. Vaše geslo ostane pri tej banki.',
  cancel: 'Prekliči in se vrni',
  login: {
    title: 'Prijava v spletno banko',
    lead: 'Vloga za kredit želi prebrati podatke o vašem računu in transakcije zadnjih treh mesecev. Za dovoljenje se prijavite.',
    hint: 'Testna banka: uporabniško ime {{login}}, geslo {{password}}.',
    user: 'Uporabniško ime',
    password: 'Geslo',
    submit: 'Prijavi se in dovoli',
  },
  sms: {
    title: 'Potrdite s kodo SMS',
    lead: 'Na vaš telefon smo poslali kodo. Vnesite jo, da potrdite dostop.',
    hint: 'Testna banka: koda je {{code}}.',
    label: 'Koda SMS',
    submit: 'Potrdi',
  },
  validation: {
    login: 'Vnesite uporabniško ime.',
    password: 'Vnesite geslo.',
    code: 'Vnesite kodo iz SMS.',
  },
  errors: {
    credentials: 'Uporabniško ime ali geslo ni pravilno.',
    code: 'Koda ni pravilna. Preverite SMS in jo vnesite znova.',
    requestTitle: 'Te prijave ni mogoče nadaljevati',
    request:
      'Zahteva za prijavo ni veljavna ali je potekla. Vrnite se v vlogo in znova začnite povezavo z banko.',
  },
};

export default sandboxBank;
