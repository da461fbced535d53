import type { CatalogOf } from '../../translator';
import type en from './en';

const welcome: CatalogOf<typeof en> = {
  title: 'Mirë se vini në bankë',
  lead: '{{product}} juaj është hapur. Faleminderit që na zgjodhët. Më poshtë është gjithçka që ju duhet për të filluar, dhe çfarë vjen më pas.',
  loading: 'Po ngarkojmë të dhënat tuaja…',
  loadFailed: 'Nuk mundëm të ngarkojmë të dhënat tuaja. Ju lutemi provoni përsëri.',
  retry: 'Provo përsëri',
  processes: {
    CURRENTACCOUNT: 'Llogaria rrjedhëse',
    PERSONALLOAN: 'Kredia personale',
    DAYPOSIT: 'Depozita ditore',
    ACCOUNTOPENINGFROMLOAN: 'Llogaria rrjedhëse',
  },
  packages: {
    Digital: 'Paketa Digital',
    Mladi: 'Paketa Mladi për të rinjtë',
    Diploma: 'Paketa Diploma për studentët',
  },
  account: {
    heading: 'Numri i llogarisë suaj',
    pending: 'Numri i llogarisë do të shfaqet këtu sapo llogaria të jetë gati.',
    copy: 'Kopjo numrin e llogarisë',
    copied: 'Numri i llogarisë u kopjua',
  },
  summary: {
    heading: 'Çfarë hapët',
    headingLoan: 'Kredia juaj në përmbledhje',
    product: 'Produkti',
    package: 'Paketa',
    fee: 'Tarifa mujore',
    feeText: '{{intro}} në muaj për {{months}} muajt e parë, pastaj {{after}} në muaj',
    tariff: 'Sipas tarifave të bankës',
    branch: 'Dega juaj',
    branchAddress: '{{name}}, {{street}} {{houseNumber}}, {{postalCode}} {{city}}',
    branchStreet: '{{street}} {{houseNumber}}, {{postalCode}} {{city}}',
  },
  activation: {
    heading: 'Aktivizoni aplikacionin celular',
    lead: 'Instaloni aplikacionin celular të bankës dhe futni këtë kod, ose skanoni kodin QR me kamerën e telefonit.',
    codeLabel: 'Kodi i aktivizimit',
    validUntil: 'Kodi është i vlefshëm deri më {{date}}.',
    copy: 'Kopjo kodin e aktivizimit',
    copied: 'Kodi i aktivizimit u kopjua',
    qrAlt: 'Kod QR që hap aktivizimin e aplikacionit celular me kodin {{code}}',
    renew: 'Merr një kod të ri',
    renewed: 'Ky është kodi juaj i ri. Kodi i mëparshëm nuk vlen më.',
    renewFailed: 'Nuk mundëm të lëshojmë një kod të ri tani. Ju lutemi provoni më vonë.',
  },
  next: {
    heading: 'Çfarë ndodh më pas',
    accountActive_one: 'Llogaria juaj do të jetë plotësisht aktive brenda {{count}} ore.',
    accountActive_other: 'Llogaria juaj do të jetë plotësisht aktive brenda {{count}} orëve.',
    debitCard_one: 'Karta e debitit do t’ju vijë me postë brenda {{count}} jave.',
    debitCard_other: 'Karta e debitit do t’ju vijë me postë brenda {{count}} javëve.',
    email: 'Këto të dhëna jua kemi dërguar edhe me e-mail.',
  },
  waiting: {
    heading: 'Po presim pagesën tuaj',
    lead: '{{product}} juaj do të hapet sapo të mbërrijë pagesa juaj verifikuese. Kjo faqe përditësohet vetë.',
    checking: 'Po kontrollojmë për pagesën tuaj…',
    arrived: 'Pagesa juaj ka mbërritur.',
    paymentTimes:
      'Me një pagesë të menjëhershme hapet për rreth 2 orë, përndryshe për rreth një ditë pune.',
  },
  deposit: {
    payout:
      'Në maturim ({{date}}) ju kalojmë {{amount}}, depozitën me interesin e saj, në llogarinë tuaj {{iban}}.',
    renew:
      'Në maturim ({{date}}) depozita me interesin e saj vendoset përsëri për të njëjtin afat, me normën e interesit në fuqi atëherë.',
  },
  loan: {
    lead: 'Kredia juaj personale është nënshkruar. E paguajmë në llogarinë tuaj: ja kur dhe çfarë vjen më pas.',
    payout: 'Më {{date}} dërgojmë {{amount}} në llogarinë tuaj {{iban}}.',
    firstInstalment:
      'Kësti juaj i parë prej {{amount}} bie më {{date}}, dhe të tjerët në të njëjtën ditë të çdo muaji.',
    plan: 'Plani i shlyerjes tregon çdo këst me interesin dhe principalin e tij.',
  },
  copyFailed: 'Kopjimi nuk funksionoi. Zgjidhni tekstin dhe kopjojeni vetë.',
  mail: {
    accountPending: 'do të shfaqet në faqen e mirëseardhjes sapo llogaria të jetë gati',
    package: 'Paketa: {{package}}',
    fee: 'Tarifa mujore: {{fee}}',
  },
};

export default welcome;
