import type { CatalogOf } from '../../translator';
import type en from './en';

const bank: CatalogOf<typeof en> = {
  loading: 'Po ngarkohet lista e bankave…',
  loadFailed: 'Nuk mundëm të ngarkojmë listën e bankave.',
  retry: 'Provo përsëri',
  choose: {
    heading: 'Zgjidhni bankën tuaj',
    legend: 'Banka ku merrni pagën',
    interactive: 'Kërkon një kod të dërguar me SMS',
    none: 'Ende nuk mund të lidhet asnjë bankë e vendit tuaj. Ju lutemi ngarkoni pasqyrat.',
    submit: 'Vazhdo',
  },
  login: {
    heading: 'Hyni në {{bank}}',
    lead: 'Vendosni të dhënat e hyrjes në bankën tuaj online. Ato shkojnë drejtpërdrejt te banka juaj për të lexuar pasqyrën; ne nuk i ruajmë.',
    login: 'Emri i përdoruesit',
    password: 'Fjalëkalimi',
    submit: 'Lidhu',
    otherBank: 'Zgjidh një bankë tjetër',
    sandboxHint: 'Bankë testimi: emri i përdoruesit demo, fjalëkalimi demo1234.',
  },
  code: {
    heading: 'Vendosni kodin nga banka juaj',
    lead: '{{bank}} ju dërgoi një kod me SMS. Vendoseni për të vazhduar.',
    label: 'Kodi',
    submit: 'Konfirmo',
  },
  account: {
    heading: 'Zgjidhni llogarinë e pagës',
    legend: 'Në cilën llogari merrni pagën?',
    option: '{{name}}, {{account}}',
    submit: 'Lexo pasqyrën time',
    reading: 'Po lexojmë tre muajt e fundit… Kjo mund të zgjasë disa sekonda.',
  },
  uploadInstead: 'Ngarkoni pasqyrat në vend të kësaj',
  startAgain: 'Fillo nga e para',
  validation: {
    bank: 'Zgjidhni bankën tuaj.',
    login: 'Vendosni emrin e përdoruesit.',
    password: 'Vendosni fjalëkalimin.',
    code: 'Vendosni kodin nga SMS-ja: katër deri në dymbëdhjetë shkronja ose shifra.',
    account: 'Zgjidhni llogarinë ku merrni pagën.',
  },
  errors: {
    WRONG_CREDENTIALS:
      'Banka juaj nuk e pranoi këtë emër përdoruesi ose fjalëkalim. Kontrollojini dhe provoni përsëri.',
    WRONG_CODE: 'Kodi nuk është i saktë. Kontrolloni SMS-në dhe vendoseni përsëri.',
    CONNECTION_FAILED:
      'Lidhja me bankën tuaj u mbyll, për shembull pas shumë kodeve të gabuara. Filloni nga e para ose ngarkoni pasqyrat.',
    CONNECTION_STATE_CONFLICT:
      'Lidhja me bankën tuaj nuk është më në këtë hap. Ju lutemi filloni nga e para.',
    BANK_FAILED:
      'Banka juaj u përgjigj me një gabim, prandaj nuk mundëm ta lexojmë pasqyrën. Provoni më vonë ose ngarkoni pasqyrat.',
    BANK_TIMEOUT: 'Banka juaj nuk u përgjigj në kohë. Provoni më vonë ose ngarkoni pasqyrat.',
    OPEN_BANKING_UNAVAILABLE:
      'Lidhja me bankën nuk është e mundur për momentin. Ju lutemi ngarkoni pasqyrat.',
    TOO_MANY_REQUESTS: 'Shumë përpjekje. Prisni pak ose ngarkoni pasqyrat.',
    PROSPECT_STATE_CONFLICT: 'Të ardhurat tuaja janë ndarë tashmë. Ju lutemi rifreskoni faqen.',
    UNKNOWN: 'Diçka shkoi keq me lidhjen me bankën tuaj. Ju lutemi filloni nga e para.',
  },
};

export default bank;
