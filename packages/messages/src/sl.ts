import ui from './sections/ui/sl';
import page from './sections/page/sl';
import wizard from './sections/wizard/sl';
import header from './sections/header/sl';
import a11y from './sections/a11y/sl';
import footer from './sections/footer/sl';
import errors from './sections/errors/sl';
import userMessages from './sections/userMessages/sl';
import staticContent from './sections/staticContent/sl';
import email from './sections/email/sl';
import validation from './sections/validation/sl';
import lightsignup from './sections/lightsignup/sl';
import personalData from './sections/personal-data/sl';
import personalDataRules from './sections/personal-data/rules/sl';
import personalDataLookups from './sections/personal-data-lookups/sl';
import documents from './sections/documents/sl';
import documentsServer from './sections/documents-server/sl';
import videoIdentificationServer from './sections/video-identification-server/sl';
import consents from './sections/consents/sl';
import chooseBranch from './sections/chooseBranch/sl';
import longTimeService from './sections/long-time-service/sl';
import creditApproval from './sections/credit-approval/sl';
import salaryStatement from './sections/salary-statement/sl';
import shortTimeService from './sections/short-time-service/sl';
import videoChat from './sections/videoChat/sl';
import welcome from './sections/welcome/sl';
import pennyTransfer from './sections/pennyTransfer/sl';
import operator from './sections/operator/sl';
import processConsole from './sections/process-console/sl';
import caseEvidence from './sections/case-evidence/sl';
import signing from './sections/signing/sl';
import erasure from './sections/erasure/sl';
import type { Messages } from './en';
import type { CatalogOf } from './translator';

/** Slovenian catalogue (the default language of the Slovenian variant). */
const sl: CatalogOf<Messages> = {
  common: {
    bankName: 'Banka',
    close: 'Zapri',
    loading: 'Nalaganje, prosimo, počakajte …',
    languageSwitch: {
      label: 'Jezik',
    },
    languageNames: {
      sl: 'Slovenščina',
      en: 'English',
      sq: 'Shqip',
    },
  },
  frame: {
    documentTitle: 'Postanite stranka na spletu | Banka',
    portalTitle: 'Postanite stranka na spletu',
    skipToContent: 'Skoči na glavno vsebino',
    logoLabel: 'Banka – na spletno stran banke',
    banner: {
      regionLabel: 'Obvestila',
      close: 'Zapri obvestilo',
      status: {
        ok: 'Uspešno',
        critical: 'Napaka',
        warning: 'Opozorilo',
        unknown: 'Obvestilo',
      },
    },
    footer: {
      navLabel: 'Informacije o banki',
      links: {
        about: 'O banki',
        careers: 'Kariera',
        dataProtection: 'Varstvo osebnih podatkov',
        cookies: 'Politika piškotkov',
        depositGuarantee: 'Jamstvo za vloge',
        ratesAndTariffs: 'Obrestne mere in cenik',
      },
      contactHeading: 'Kontakt',
      phoneLabel: 'Kontaktni center',
      emailLabel: 'E-pošta',
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
      title: 'Prišlo je do napake',
      text: 'Strani ni bilo mogoče naložiti. Osvežite stran ali poskusite znova pozneje.',
      reload: 'Osveži stran',
    },
    chunkError: {
      title: 'Stran se ni naložila',
      text: 'Povezava se je med nalaganjem strani morda prekinila. Preverite povezavo in poskusite znova.',
      retry: 'Poskusi znova',
    },
  },
  start: {
    title: 'Odprite račun na spletu',
    intro:
      'Postanite naša stranka brez obiska poslovalnice. Vse uredite na spletu, svojo istovetnost pa potrdite v kratkem video klicu z našim svetovalcem.',
    productsHeading: 'Kaj lahko odprete',
    products: {
      CURRENTACCOUNT: {
        name: 'Osebni račun',
        description: 'Račun za vsakodnevna plačila z debetno kartico in spletno banko.',
      },
      PERSONALLOAN: {
        name: 'Osebni kredit',
        description: 'Gotovinski kredit z jasnim mesečnim obrokom, odobren na spletu.',
      },
      DAYPOSIT: {
        name: 'Dnevni depozit',
        description: 'Prihranke vežete za izbrano število dni po fiksni obrestni meri.',
      },
      ACCOUNTOPENINGFROMLOAN: {
        name: 'Osebni račun ob najemu kredita',
        description: 'Odprite račun, na katerega vam nakažemo odobreni kredit.',
      },
    },
    needsHeading: 'Kaj potrebujete',
    needs: {
      document: 'Veljavno osebno izkaznico ali potni list',
      phone: 'Mobilni telefon',
      camera: 'Računalnik ali telefon s kamero',
      time: 'Približno 15 minut časa',
    },
  },
  notFound: {
    title: 'Strani ni mogoče najti',
    text: 'Stran, ki jo iščete, ne obstaja ali je bila premaknjena. Preverite naslov ali se vrnite na začetno stran.',
    backToStart: 'Nazaj na začetno stran',
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

export default sl;
