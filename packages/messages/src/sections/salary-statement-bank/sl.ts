import type { CatalogOf } from '../../translator';
import type en from './en';

const bank: CatalogOf<typeof en> = {
  loading: 'Nalagamo seznam bank…',
  loadFailed: 'Seznama bank nismo mogli naložiti.',
  retry: 'Poskusite znova',
  choose: {
    heading: 'Izberite svojo banko',
    legend: 'Banka, v katero prejemate plačo',
    interactive: 'Zahteva kodo, poslano po SMS',
    none: 'Nobene banke iz vaše države še ni mogoče povezati. Prosimo, naložite izpiske.',
    submit: 'Nadaljuj',
  },
  login: {
    lead: 'Prijavite se na strani svoje banke, ta pa vas pošlje nazaj sem. Vašega gesla za banko nikoli ne vidimo.',
    redirecting: 'Preusmerjamo vas v banko {{bank}}…',
    returning: 'Beremo povezavo z vašo banko…',
  },
  code: {
    heading: 'Vnesite kodo svoje banke',
    lead: 'Banka {{bank}} vam je po SMS poslala kodo. Vnesite jo za nadaljevanje.',
    label: 'Koda',
    submit: 'Potrdi',
  },
  account: {
    heading: 'Izberite račun, na katerega prejemate plačo',
    legend: 'Na kateri račun prejemate plačo?',
    option: '{{name}}, {{account}}',
    submit: 'Preberi moj izpisek',
    reading: 'Beremo zadnje tri mesece … To lahko traja nekaj sekund.',
  },
  uploadInstead: 'Raje naložite izpiske',
  startAgain: 'Začni znova',
  validation: {
    bank: 'Izberite svojo banko.',
    code: 'Vnesite kodo iz SMS: od štiri do dvanajst črk ali številk.',
    account: 'Izberite račun, na katerega prejemate plačo.',
  },
  errors: {
    BANK_DENIED:
      'Prijava v banko je bila preklicana, zato izpiska nismo mogli prebrati. Začnite znova ali naložite izpiske.',
    BANK_CODE_EXPIRED:
      'Odgovor vaše banke je potekel ali je bil že uporabljen. Prosimo, začnite znova.',
    BANK_STATE_MISMATCH:
      'Odgovora vaše banke nismo mogli povezati z vlogo v tem brskalniku. Prosimo, začnite znova na tej strani.',
    WRONG_CREDENTIALS:
      'Vaša banka ni sprejela tega uporabniškega imena ali gesla. Preverite ju in poskusite znova.',
    WRONG_CODE: 'Koda ni pravilna. Preverite SMS in jo vnesite znova.',
    CONNECTION_FAILED:
      'Povezava z vašo banko je bila prekinjena, na primer po preveč napačnih kodah. Začnite znova ali naložite izpiske.',
    CONNECTION_STATE_CONFLICT: 'Povezava z vašo banko ni več v tem koraku. Prosimo, začnite znova.',
    BANK_FAILED:
      'Vaša banka je odgovorila z napako, zato izpiska nismo mogli prebrati. Poskusite pozneje ali raje naložite izpiske.',
    BANK_TIMEOUT:
      'Vaša banka ni odgovorila pravočasno. Poskusite pozneje ali raje naložite izpiske.',
    OPEN_BANKING_UNAVAILABLE: 'Povezava z banko trenutno ni mogoča. Prosimo, naložite izpiske.',
    TOO_MANY_REQUESTS: 'Preveč poskusov. Počakajte nekaj časa ali raje naložite izpiske.',
    PROSPECT_STATE_CONFLICT: 'Podatke o prihodkih ste že posredovali. Prosimo, osvežite stran.',
    UNKNOWN: 'Pri povezavi z vašo banko je šlo nekaj narobe. Prosimo, začnite znova.',
  },
};

export default bank;
