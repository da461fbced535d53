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
    lead: 'Identifikohuni në faqen e vetë bankës suaj dhe banka ju kthen këtu. Fjalëkalimin e bankës nuk e shohim kurrë.',
    redirecting: 'Po ju dërgojmë te {{bank}}…',
    returning: 'Po lexojmë lidhjen me bankën tuaj…',
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
    code: 'Vendosni kodin nga SMS-ja: katër deri në dymbëdhjetë shkronja ose shifra.',
    account: 'Zgjidhni llogarinë ku merrni pagën.',
  },
  errors: {
    BANK_DENIED:
      'Identifikimi në bankën tuaj u anulua, prandaj nuk mundëm të lexojmë pasqyrën. Filloni nga e para ose ngarkoni pasqyrat.',
    BANK_CODE_EXPIRED:
      'Përgjigjja e bankës suaj ka skaduar ose është përdorur tashmë. Ju lutemi filloni nga e para.',
    BANK_STATE_MISMATCH:
      'Nuk mundëm ta lidhim përgjigjen e bankës suaj me aplikimin në këtë shfletues. Ju lutemi filloni nga e para në këtë faqe.',
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
