import type { CatalogOf } from '../../translator';
import type en from './en';

/** Slovenian texts of the page frame and the first screens. */
const shell: CatalogOf<typeof en> = {
  common: {
    // The generic word a page says where it names no configured bank (decision 229).
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
    documentTitle: 'Postanite stranka na spletu | {{bank}}',
    // A page's title in the browser's tab: the page, then the bank's name (decision 229).
    pageTitle: '{{page}} | {{bank}}',
    portalTitle: 'Postanite stranka na spletu',
    skipToContent: 'Skoči na glavno vsebino',
    logoLabel: '{{bank}} – na spletno stran banke',
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
      addressLabel: 'Naslov',
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
};

export default shell;
