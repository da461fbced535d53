import ui from './sections/ui/sq';
import page from './sections/page/sq';
import wizard from './sections/wizard/sq';
import header from './sections/header/sq';
import a11y from './sections/a11y/sq';
import footer from './sections/footer/sq';
import errors from './sections/errors/sq';
import userMessages from './sections/userMessages/sq';
import staticContent from './sections/staticContent/sq';
import email from './sections/email/sq';
import validation from './sections/validation/sq';
import lightsignup from './sections/lightsignup/sq';
import personalData from './sections/personal-data/sq';
import personalDataRules from './sections/personal-data/rules/sq';
import personalDataLookups from './sections/personal-data-lookups/sq';
import documents from './sections/documents/sq';
import documentsServer from './sections/documents-server/sq';
import videoIdentificationServer from './sections/video-identification-server/sq';
import consents from './sections/consents/sq';
import chooseBranch from './sections/chooseBranch/sq';
import longTimeService from './sections/long-time-service/sq';
import creditApproval from './sections/credit-approval/sq';
import salaryStatement from './sections/salary-statement/sq';
import shortTimeService from './sections/short-time-service/sq';
import videoChat from './sections/videoChat/sq';
import welcome from './sections/welcome/sq';
import pennyTransfer from './sections/pennyTransfer/sq';
import operator from './sections/operator/sq';
import processConsole from './sections/process-console/sq';
import caseEvidence from './sections/case-evidence/sq';
import signing from './sections/signing/sq';
import erasure from './sections/erasure/sq';
import type { Messages } from './en';
import type { CatalogOf } from './translator';

/** Albanian catalogue (the default language of the Albanian variant). */
const sq: CatalogOf<Messages> = {
  common: {
    bankName: 'Banka',
    close: 'Mbyll',
    loading: 'Duke u ngarkuar, ju lutemi prisni…',
    languageSwitch: {
      label: 'Gjuha',
    },
    languageNames: {
      sl: 'Slovenščina',
      en: 'English',
      sq: 'Shqip',
    },
  },
  frame: {
    documentTitle: 'Bëhuni klient online | Banka',
    portalTitle: 'Bëhuni klient online',
    skipToContent: 'Kalo te përmbajtja kryesore',
    logoLabel: 'Banka – shko te faqja e internetit e bankës',
    banner: {
      regionLabel: 'Njoftimet',
      close: 'Mbyll njoftimin',
      status: {
        ok: 'Sukses',
        critical: 'Gabim',
        warning: 'Paralajmërim',
        unknown: 'Njoftim',
      },
    },
    footer: {
      navLabel: 'Informacione për bankën',
      links: {
        about: 'Rreth bankës',
        careers: 'Karriera',
        dataProtection: 'Mbrojtja e të dhënave personale',
        cookies: 'Politika e cookies',
        depositGuarantee: 'Sigurimi i depozitave',
        ratesAndTariffs: 'Normat e interesit dhe tarifat',
      },
      contactHeading: 'Na kontaktoni',
      phoneLabel: 'Qendra e kontaktit',
      emailLabel: 'E-mail',
      phone: {
        si: '+386 1 300 00 00',
        al: '+355 4 230 0000',
      },
      email: {
        si: 'info@bank.example',
        al: 'info.al@bank.example',
      },
    },
    routeError: {
      title: 'Diçka shkoi keq',
      text: 'Faqja nuk mund të ngarkohej. Rifreskoni faqen ose provoni përsëri më vonë.',
      reload: 'Rifresko faqen',
    },
    chunkError: {
      title: 'Faqja nuk u ngarkua',
      text: 'Lidhja mund të jetë ndërprerë gjatë ngarkimit të faqes. Kontrolloni lidhjen dhe provoni përsëri.',
      retry: 'Provo përsëri',
    },
  },
  start: {
    title: 'Hapni llogarinë tuaj online',
    intro:
      'Bëhuni klient i yni pa shkuar në degë. Gjithçka e kryeni online, ndërsa identitetin e konfirmoni në një video-telefonatë të shkurtër me një nga këshilltarët tanë.',
    productsHeading: 'Çfarë mund të hapni',
    products: {
      CURRENTACCOUNT: {
        name: 'Llogari rrjedhëse',
        description: 'Llogari për pagesat e përditshme, me kartë debiti dhe bankë online.',
      },
      PERSONALLOAN: {
        name: 'Kredi personale',
        description: 'Kredi në para me këst mujor të qartë, e miratuar online.',
      },
      DAYPOSIT: {
        name: 'Depozitë ditore',
        description: 'Kursimet tuaja vendosen për aq ditë sa zgjidhni, me normë interesi fikse.',
      },
      ACCOUNTOPENINGFROMLOAN: {
        name: 'Llogari rrjedhëse me kredi',
        description: 'Hapni llogarinë në të cilën do t’ju kalojmë kredinë e miratuar.',
      },
    },
    needsHeading: 'Çfarë ju nevojitet',
    needs: {
      document: 'Kartë identiteti ose pasaportë e vlefshme',
      phone: 'Telefon celular',
      camera: 'Kompjuter ose telefon me kamerë',
      time: 'Rreth 15 minuta kohë',
    },
  },
  notFound: {
    title: 'Faqja nuk u gjet',
    text: 'Faqja që kërkoni nuk ekziston ose është zhvendosur. Kontrolloni adresën ose kthehuni në faqen fillestare.',
    backToStart: 'Kthehu në faqen fillestare',
  },
  operator,
  processConsole,
  caseEvidence,
  email,
  validation,
  lightsignup,
  personalData,
  personalDataRules,
  personalDataLookups,
  documents,
  documentsServer,
  videoIdentificationServer,
  consents,
  chooseBranch,
  longTimeService,
  creditApproval,
  salaryStatement,
  shortTimeService,
  videoChat,
  signing,
  erasure,
  welcome,
  pennyTransfer,
  page,
  wizard,
  header,
  a11y,
  footer,
  errors,
  userMessages,
  staticContent,
  ui,
};

export default sq;
