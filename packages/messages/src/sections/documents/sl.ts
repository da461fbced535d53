import type { CatalogOf } from '../../translator';
import type en from './en';

const documents: CatalogOf<typeof en> = {
  idType: {
    invalid: 'Izberite osebno izkaznico ali potni list.',
    required: 'Izberite dokument, ki ga boste fotografirali.',
  },
  type: { invalid: 'Te vrste dokumenta tukaj ne sprejemamo.' },
  side: { invalid: 'Ta stran ne spada k izbranemu dokumentu.' },
  name: { tooLong: 'Ime datoteke je predolgo. Preimenujte datoteko in poskusite znova.' },
  mediaType: { invalid: 'Izberite fotografijo JPEG ali PNG.' },
  bank: { invalid: 'Nalaganja ni bilo mogoče poslati. Znova naložite stran in poskusite znova.' },

  documentNames: {
    ID: 'Osebna izkaznica',
    PP: 'Potni list',
  },
  sides: {
    ID: {
      FRONTVIEW: 'Sprednja stran osebne izkaznice',
      BACKVIEW: 'Zadnja stran osebne izkaznice',
    },
    PP: {
      FRONTVIEW: 'Stran potnega lista s fotografijo',
      BACKVIEW: 'Zadnja stran potnega lista',
    },
  },

  choose: {
    lead: 'Za potrditev vaše istovetnosti potrebujemo jasne fotografije veljavnega osebnega dokumenta.',
    legend: 'Kateri dokument boste uporabili?',
    hints: {
      ID: 'Fotografiji sprednje in zadnje strani.',
      PP: 'Ena fotografija strani z vašo sliko.',
    },
    howTitle: 'Kako želite dodati fotografije?',
    computer: {
      title: 'Na tem računalniku',
      text: 'Naložite fotografije ali skene, ki jih že imate, ali uporabite kamero računalnika.',
      action: 'Naloži na tem računalniku',
    },
    phone: {
      title: 'S telefonom',
      text: 'Skenirajte kodo QR ali prejmite povezavo s kratkim sporočilom, nato dokument fotografirajte s telefonom.',
      action: 'Nadaljuj na telefonu',
    },
    thisPhone: {
      title: 'S tem telefonom',
      text: 'Dokument fotografirajte s kamero tega telefona ali izberite fotografije, ki jih že imate.',
      action: 'Fotografiraj tukaj',
    },
    otherPhone: {
      title: 'Z drugim telefonom',
      text: 'Prejmite kodo QR ali povezavo s kratkim sporočilom za drug telefon.',
      action: 'Uporabi drug telefon',
    },
  },

  upload: {
    lead: 'Naložite fotografijo vsake strani. Vsako fotografijo takoj preverimo.',
    tipsTitle: 'Za dobro fotografijo',
    tips: {
      frame: 'Na sliki je cel dokument, z vsemi štirimi vogali.',
      light: 'Enakomerna svetloba, brez odsevov in senc čez besedilo.',
      sharp: 'Držite mirno, da je besedilo ostro in berljivo.',
    },
    camera: {
      start: 'Uporabi kamero',
      take: 'Fotografiraj',
      cancel: 'Prekliči',
      videoLabel: 'Slika kamere: {{side}}',
      starting: 'Vklapljamo kamero …',
      problems: {
        unsupported: 'Ta brskalnik ne more uporabljati kamere. Raje izberite datoteko.',
        noCamera: 'Na tem računalniku nismo našli kamere. Raje izberite datoteko.',
        denied:
          'Uporaba kamere ni bila dovoljena. Dovolite jo v naslovni vrstici brskalnika in poskusite znova ali izberite datoteko.',
        busy: 'Kamero uporablja drug program. Zaprite ga in poskusite znova ali izberite datoteko.',
        failed: 'Kamera se ni vklopila. Poskusite znova ali izberite datoteko.',
      },
    },
    remove: 'Izbriši fotografijo',
    removeNamed: 'Izbriši fotografijo: {{side}}',
    confirm: 'Potrdi in nadaljuj',
    incomplete: 'Za nadaljevanje naložite fotografijo vsake strani.',
    changeType: 'Izberi drug dokument',
    usePhone: 'Raje uporabi telefon',
    otherWays: 'Druge možnosti',
  },

  correction: {
    title: 'Svetovalec vas je prosil, da osebni dokument fotografirate znova',
    reason: 'Razlog: {{reason}}',
    kept: 'Vse drugo, kar ste vnesli, ostane, kot je. Ko so nove fotografije potrjene, se vrnete v video klic, na prvo mesto v vrsti.',
  },

  refusal: {
    FILE_EMPTY: 'Datoteka je prazna. Znova izberite fotografijo.',
    FILE_TOO_LARGE:
      'Fotografija je večja od 6 MB. Fotografirajte v nižji ločljivosti ali izberite drugo datoteko.',
    FILE_TYPE_NOT_ALLOWED: 'To ni fotografija JPEG ali PNG. Izberite fotografijo JPEG ali PNG.',
    FILE_TYPE_MISMATCH: 'Datoteka ni to, kar pravi njeno ime. Znova jo shranite kot JPEG ali PNG.',
    FILE_UNREADABLE:
      'Fotografije ni bilo mogoče prebrati (morda je poškodovana). Znova jo posnemite ali izberite.',
    IMAGE_TOO_MANY_PIXELS: 'Slika je prevelika. Fotografirajte v nižji ločljivosti.',
    IMAGE_TOO_SMALL:
      'Fotografija je premajhna za branje. Fotografirajte od bliže, da dokument zapolni večino slike.',
    IMAGE_TOO_DARK: 'Fotografija je pretemna. Znova fotografirajte pri več svetlobe.',
    IMAGE_TOO_BRIGHT:
      'Fotografija je presvetla. Izogibajte se neposredni svetlobi ali bliskavici in fotografirajte znova.',
    IMAGE_BLURRED:
      'Fotografija je zamegljena. Držite kamero mirno, počakajte, da izostri, in fotografirajte znova.',
    IMAGE_SAME_AS_OTHER_SIDE:
      'To je ista fotografija kot pri drugi strani. Obrnite dokument in fotografirajte to stran.',
    SENT_BACK: 'Svetovalec je prosil za novo fotografijo te strani. Fotografirajte jo znova.',
    failed: 'Fotografije ni bilo mogoče poslati. Preverite povezavo in poskusite znova.',
  },

  handoff: {
    lead: 'Dokument fotografirajte s telefonom. Ta stran sledi napredku in sama nadaljuje, ko na telefonu končate.',
    qrTitle: 'Skenirajte kodo QR',
    qrText: 'Odprite kamero telefona in jo usmerite v kodo.',
    qrLabel: 'Koda QR s povezavo za vaš telefon',
    qrRenews: 'Koda se sama obnovi, preden poteče.',
    preparing: 'Pripravljamo vašo povezavo …',
    linkFailed: 'Povezave nismo mogli pripraviti. Poskusite znova.',
    retry: 'Poskusi znova',
    sms: {
      title: 'Ali prejmite povezavo s kratkim sporočilom',
      prefix: 'Klicna koda države',
      phone: 'Številka mobilnega telefona',
      submit: 'Pošlji povezavo',
      sent: 'Povezavo smo poslali na {{phone}}. Prispe lahko v nekaj trenutkih.',
      failed: 'Kratkega sporočila ni bilo mogoče poslati. Poskusite znova čez trenutek.',
    },
    progress: {
      title: 'Na vašem telefonu',
      live: 'Ta stran se posodablja sama.',
      steps: {
        LINK_OPENED: 'Povezava odprta',
        ID_TYPE: 'Dokument izbran',
        FRONTVIEW: 'Sprednja stran fotografirana',
        BACKVIEW: 'Zadnja stran fotografirana',
        FINALIZED: 'Fotografije poslane',
      },
      done: 'Opravljeno',
      notYet: 'Še ne',
      rejected: '{{side}}: {{reason}} Fotografirajte jo znova na telefonu.',
      expired: 'Povezava je potekla. Zgoraj je prikazana nova koda.',
      finished: 'Vaše fotografije so prispele. Nadaljujemo …',
    },
    useComputer: 'Raje naloži na tem računalniku',
  },

  mobile: {
    opening: 'Odpiramo vaše nalaganje …',
    next: 'Naprej',
    back: 'Nazaj',
    step: 'Korak {{current}} od {{total}}',
    sideLead: 'Dokument položite na temno, enobarvno podlago in z njim zapolnite sliko.',
    takePhoto: 'Fotografiraj',
    retakePhoto: 'Fotografiraj znova',
    finalize: {
      title: 'Preverite in pošljite fotografije',
      lead: 'Prepričajte se, da je besedilo na vsaki fotografiji ostro in berljivo.',
      submit: 'Pošlji fotografije',
      retake: 'Fotografiraj znova',
      doneTitle: 'Hvala, vaše fotografije so poslane',
      doneText: 'Telefon lahko odložite in nadaljujete na računalniku.',
    },
    alreadyDone: {
      title: 'Vaše fotografije so že poslane',
      text: 'Na tem telefonu ni treba storiti ničesar več. Z vlogo nadaljujte na računalniku.',
    },
    expired: {
      title: 'Ta povezava ne deluje več',
      text: 'Potekla je ali pa so bile fotografije že poslane. Na računalniku znova izberite »Nadaljuj na telefonu«, da dobite novo povezavo.',
    },
  },
};

export default documents;
