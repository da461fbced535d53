import type { CatalogOf } from '../../translator';
import type en from './en';

const documents: CatalogOf<typeof en> = {
  idType: {
    invalid: 'Zgjidhni kartën e identitetit ose pasaportën.',
    required: 'Zgjidhni dokumentin që do të fotografoni.',
  },
  type: { invalid: 'Ky lloj dokumenti nuk pranohet këtu.' },
  side: { invalid: 'Kjo anë nuk i përket dokumentit të zgjedhur.' },
  name: { tooLong: 'Emri i skedarit është shumë i gjatë. Riemërtojeni dhe provoni përsëri.' },
  mediaType: { invalid: 'Zgjidhni një foto JPEG ose PNG.' },
  bank: { invalid: 'Ngarkimi nuk u dërgua. Ringarkoni faqen dhe provoni përsëri.' },

  documentNames: {
    ID: 'Karta e identitetit',
    PP: 'Pasaporta',
  },
  sides: {
    ID: {
      FRONTVIEW: 'Ana e përparme e kartës së identitetit',
      BACKVIEW: 'Ana e pasme e kartës së identitetit',
    },
    PP: {
      FRONTVIEW: 'Faqja me foto e pasaportës',
      BACKVIEW: 'Ana e pasme e pasaportës',
    },
  },

  choose: {
    lead: 'Për të konfirmuar identitetin tuaj na duhen foto të qarta të një dokumenti të vlefshëm identiteti.',
    legend: 'Cilin dokument do të përdorni?',
    hints: {
      ID: 'Foto të anës së përparme dhe të pasme.',
      PP: 'Një foto e faqes me fotografinë tuaj.',
    },
    howTitle: 'Si dëshironi t’i shtoni fotot?',
    computer: {
      title: 'Në këtë kompjuter',
      text: 'Ngarkoni foto ose skanime që i keni tashmë, ose përdorni kamerën e kompjuterit.',
      action: 'Ngarko në këtë kompjuter',
    },
    phone: {
      title: 'Me telefonin tuaj',
      text: 'Skanoni një kod QR ose merrni një lidhje me SMS, pastaj fotografoni dokumentin me telefon.',
      action: 'Vazhdo në telefon',
    },
    thisPhone: {
      title: 'Me këtë telefon',
      text: 'Fotografoni dokumentin me kamerën e këtij telefoni ose zgjidhni foto që i keni tashmë.',
      action: 'Bëj fotot këtu',
    },
    otherPhone: {
      title: 'Me një telefon tjetër',
      text: 'Merrni një kod QR ose një lidhje me SMS për një telefon tjetër.',
      action: 'Përdor një telefon tjetër',
    },
  },

  upload: {
    lead: 'Ngarkoni një foto për secilën anë. Çdo foto e kontrollojmë menjëherë.',
    tipsTitle: 'Për një foto të mirë',
    tips: {
      frame: 'I gjithë dokumenti është në foto, me të katër qoshet.',
      light: 'Dritë e njëtrajtshme, pa shkëlqim ose hije mbi tekst.',
      sharp: 'Mbajeni të qetë që teksti të jetë i mprehtë dhe i lexueshëm.',
    },
    camera: {
      start: 'Përdor kamerën',
      take: 'Bëj foton',
      cancel: 'Anulo',
      videoLabel: 'Pamja e kamerës: {{side}}',
      starting: 'Po ndizet kamera…',
      problems: {
        unsupported: 'Ky shfletues nuk mund të përdorë kamerë. Zgjidhni një skedar.',
        noCamera: 'Nuk gjetëm kamerë në këtë kompjuter. Zgjidhni një skedar.',
        denied:
          'Kamera nuk u lejua. Lejojeni në shiritin e adresës së shfletuesit dhe provoni përsëri, ose zgjidhni një skedar.',
        busy: 'Kamerën po e përdor një program tjetër. Mbylleni dhe provoni përsëri, ose zgjidhni një skedar.',
        failed: 'Kamera nuk u ndez. Provoni përsëri ose zgjidhni një skedar.',
      },
    },
    remove: 'Fshi foton',
    removeNamed: 'Fshi foton: {{side}}',
    confirm: 'Konfirmo dhe vazhdo',
    incomplete: 'Për të vazhduar, ngarkoni një foto për secilën anë.',
    changeType: 'Zgjidh një dokument tjetër',
    usePhone: 'Përdor telefonin',
    otherWays: 'Mënyra të tjera',
  },

  correction: {
    title: 'Këshilltari ju kërkoi ta fotografoni përsëri dokumentin e identitetit',
    reason: 'Arsyeja: {{reason}}',
    kept: 'Gjithçka tjetër që keni dhënë mbetet siç është. Pasi të konfirmohen fotot e reja, ktheheni te thirrja video, i pari në radhë.',
  },

  refusal: {
    FILE_EMPTY: 'Skedari është bosh. Zgjidhni foton përsëri.',
    FILE_TOO_LARGE:
      'Fotoja është më e madhe se 6 MB. Bëjeni me rezolucion më të ulët ose zgjidhni një skedar tjetër.',
    FILE_TYPE_NOT_ALLOWED: 'Kjo nuk është foto JPEG ose PNG. Zgjidhni një foto JPEG ose PNG.',
    FILE_TYPE_MISMATCH:
      'Skedari nuk është ai që thotë emri i tij. Ruajeni përsëri si JPEG ose PNG.',
    FILE_UNREADABLE: 'Fotoja nuk u lexua (mund të jetë e dëmtuar). Bëjeni ose zgjidheni përsëri.',
    IMAGE_TOO_MANY_PIXELS: 'Fotoja është shumë e madhe. Bëjeni me rezolucion më të ulët.',
    IMAGE_TOO_SMALL:
      'Fotoja është shumë e vogël për t’u lexuar. Afrohuni, që dokumenti të mbushë pjesën më të madhe të fotos.',
    IMAGE_TOO_DARK: 'Fotoja është shumë e errët. Bëjeni përsëri me më shumë dritë.',
    IMAGE_TOO_BRIGHT:
      'Fotoja është shumë e ndritshme. Shmangni dritën e drejtpërdrejtë ose blicin dhe bëjeni përsëri.',
    IMAGE_BLURRED:
      'Fotoja është e turbullt. Mbajeni kamerën të qetë, prisni të fokusojë dhe bëjeni përsëri.',
    IMAGE_SAME_AS_OTHER_SIDE:
      'Kjo është e njëjta foto si e anës tjetër. Kthejeni dokumentin dhe fotografoni këtë anë.',
    SENT_BACK: 'Këshilltari kërkoi një foto të re të kësaj ane. Bëjeni përsëri.',
    failed: 'Fotoja nuk u dërgua. Kontrolloni lidhjen dhe provoni përsëri.',
  },

  handoff: {
    lead: 'Fotografoni dokumentin me telefon. Kjo faqe ndjek ecurinë dhe vazhdon vetë kur të përfundoni në telefon.',
    qrTitle: 'Skanoni kodin QR',
    qrText: 'Hapni kamerën e telefonit dhe drejtojeni te kodi.',
    qrLabel: 'Kodi QR me lidhjen për telefonin tuaj',
    qrRenews: 'Kodi rinovohet vetë para se të skadojë.',
    preparing: 'Po përgatisim lidhjen tuaj…',
    linkFailed: 'Nuk mundëm ta përgatisim lidhjen. Provoni përsëri.',
    retry: 'Provo përsëri',
    sms: {
      title: 'Ose merrni lidhjen me SMS',
      prefix: 'Prefiksi i shtetit',
      phone: 'Numri i telefonit celular',
      submit: 'Dërgo lidhjen',
      sent: 'Ia dërguam lidhjen numrit {{phone}}. Mund të vonojë një minutë.',
      failed: 'SMS-ja nuk u dërgua. Provoni përsëri pas pak.',
    },
    progress: {
      title: 'Në telefonin tuaj',
      live: 'Kjo faqe përditësohet vetë.',
      steps: {
        LINK_OPENED: 'Lidhja u hap',
        ID_TYPE: 'Dokumenti u zgjodh',
        FRONTVIEW: 'Ana e përparme u fotografua',
        BACKVIEW: 'Ana e pasme u fotografua',
        FINALIZED: 'Fotot u dërguan',
      },
      done: 'U krye',
      notYet: 'Ende jo',
      rejected: '{{side}}: {{reason}} Bëjeni përsëri në telefon.',
      expired: 'Lidhja ka skaduar. Më lart shfaqet një kod i ri.',
      finished: 'Fotot tuaja mbërritën. Po vazhdojmë…',
    },
    useComputer: 'Ngarko në këtë kompjuter',
  },

  mobile: {
    opening: 'Po hapim ngarkimin tuaj…',
    next: 'Vazhdo',
    back: 'Kthehu',
    step: 'Hapi {{current}} nga {{total}}',
    sideLead:
      'Vendoseni dokumentin mbi një sipërfaqe të errët e të njëngjyrshme dhe mbushni foton me të.',
    takePhoto: 'Bëj foto',
    retakePhoto: 'Bëje foton përsëri',
    finalize: {
      title: 'Kontrolloni dhe dërgoni fotot',
      lead: 'Sigurohuni që teksti në çdo foto të jetë i mprehtë dhe i lexueshëm.',
      submit: 'Dërgo fotot',
      retake: 'Bëje përsëri',
      doneTitle: 'Faleminderit, fotot tuaja u dërguan',
      doneText: 'Mund ta lini telefonin dhe të vazhdoni në kompjuter.',
    },
    alreadyDone: {
      title: 'Fotot tuaja janë dërguar tashmë',
      text: 'Në këtë telefon nuk keni më asgjë për të bërë. Vazhdoni aplikimin në kompjuter.',
    },
    expired: {
      title: 'Kjo lidhje nuk funksionon më',
      text: 'Ka skaduar ose fotot janë dërguar tashmë. Në kompjuter zgjidhni përsëri “Vazhdo në telefon” për të marrë një lidhje të re.',
    },
  },
};

export default documents;
