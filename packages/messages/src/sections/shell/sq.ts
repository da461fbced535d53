import type { CatalogOf } from '../../translator';
import type en from './en';

/** Albanian texts of the page frame and the first screens. */
const shell: CatalogOf<typeof en> = {
  common: {
    // The generic word a page says where it names no configured bank (decision 229).
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
    documentTitle: 'Bëhuni klient online | {{bank}}',
    // A page's title in the browser's tab: the page, then the bank's name (decision 229).
    pageTitle: '{{page}} | {{bank}}',
    portalTitle: 'Bëhuni klient online',
    skipToContent: 'Kalo te përmbajtja kryesore',
    logoLabel: '{{bank}} – shko te faqja e internetit e bankës',
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
      addressLabel: 'Adresa',
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
};

export default shell;
