import type { CatalogOf } from '../../translator';
import type en from './en';

const videoChat: CatalogOf<typeof en> = {
  title: 'Identifikimi me video',
  lead: 'Një këshilltar konfirmon identitetin tuaj në një telefonatë të shkurtër me video. Së pari kontrollojmë që shfletuesi, mikrofoni, kamera dhe lidhja juaj janë gati.',
  steps: {
    current: 'Hapi {{current}} nga {{total}}: {{name}}',
    CONSENTS: 'Pëlqimi',
    BROWSER_CHECK: 'Shfletuesi',
    MICROPHONE_CHECK: 'Mikrofoni',
    CAMERA_CHECK: 'Kamera',
    NETWORK_CHECK: 'Lidhja',
  },
  continue: 'Vazhdo',
  consent: {
    title: 'Regjistrimi i telefonatës',
    text: 'Ligji na kërkon ta regjistrojmë telefonatën me video dhe të ruajmë regjistrimin, fotot e fytyrës dhe të dokumentit tuaj të identitetit të bëra gjatë telefonatës, si dhe përgjigjet tuaja si provë të identifikimit. I ruajmë për aq kohë sa kërkon ligji dhe nuk i përdorim për asnjë qëllim tjetër.',
    checkbox:
      'Pranoj që telefonata me video të regjistrohet dhe të përpunohet për të konfirmuar identitetin tim',
    faceComparison:
      'Opsionale: pranoj që, për të ndihmuar këshilltarin, një program në kompjuterët e bankës të krahasojë fytyrën time në thirrje me foton në dokumentin tim të identitetit',
    faceComparisonHint:
      'Ruhet vetëm rezultati i krahasimit, kurrë një model i fytyrës suaj; vendos këshilltari, jo programi. Pa pëlqimin tuaj këshilltari krahason me sy dhe asgjë tjetër nuk ndryshon.',
    required: 'Shënoni kutinë për të dhënë pëlqimin, përndryshe telefonata nuk mund të bëhet.',
  },
  browser: {
    title: 'Shfletuesi',
    checking: 'Po kontrollojmë nëse shfletuesi juaj mbështet telefonatat me video…',
    ok: 'Shfletuesi juaj mbështet telefonatat me video.',
  },
  microphone: {
    title: 'Mikrofoni',
    text: 'Lejoni mikrofonin kur ta kërkojë shfletuesi, pastaj thoni disa fjalë: shiriti më poshtë duhet të lëvizë.',
    asking: 'Po presim lejen tuaj për të përdorur mikrofonin…',
    meter: 'Niveli i mikrofonit',
    heard: 'Ju dëgjojmë.',
  },
  camera: {
    title: 'Kamera',
    text: 'Lejoni kamerën kur ta kërkojë shfletuesi. Kontrolloni që fytyra juaj të jetë e ndriçuar mirë dhe plotësisht në pamje.',
    asking: 'Po presim lejen tuaj për të përdorur kamerën…',
    preview: 'Kamera juaj',
    figures: 'Pamja: {{width}} × {{height}} me {{frameRate}} kuadro në sekondë',
  },
  network: {
    title: 'Lidhja',
    text: 'Dërgojmë dhe marrim pak të dhëna për të kontrolluar nëse lidhja juaj është mjaft e shpejtë për video.',
    measuring: 'Po matim lidhjen tuaj…',
    download: 'Marrja: {{kbps}} kbit/s',
    upload: 'Dërgimi: {{kbps}} kbit/s',
    ok: 'Lidhja juaj është mjaft e shpejtë.',
  },
  problem: {
    heading: 'Çfarë të bëni',
    retry: 'Kontrollo përsëri',
    leave: 'Ruaje dhe vazhdo më vonë',
    NO_WEBRTC: {
      title: 'Shfletuesi juaj nuk mund të bëjë telefonata me video',
      text: 'Hapeni këtë faqe në një version të ri të Chrome, Edge, Firefox ose Safari. Nëse përdorni një kompjuter pune, cilësimet e tij mund ta bllokojnë kamerën: provoni një pajisje tjetër.',
    },
    MICROPHONE_DENIED: {
      title: 'Mikrofoni është i bllokuar',
      text: 'Shfletuesi juaj nuk e lejoi mikrofonin për këtë faqe.',
    },
    MICROPHONE_MISSING: {
      title: 'Nuk u gjet asnjë mikrofon',
      text: 'Lidhni një mikrofon ose kufje, kontrolloni që asnjë aplikacion tjetër (p.sh. një telefonatë tjetër) të mos e përdorë, pastaj kontrolloni përsëri.',
    },
    MICROPHONE_SILENT: {
      title: 'Nuk ju dëgjojmë',
      text: 'Mikrofoni nuk dërgon zë. Kontrolloni që të mos jetë i heshtur (çelësi në kufje ose në tastierë), zgjidhni mikrofonin e duhur në cilësimet e sistemit, pastaj kontrolloni përsëri.',
    },
    CAMERA_DENIED: {
      title: 'Kamera është e bllokuar',
      text: 'Shfletuesi juaj nuk e lejoi kamerën për këtë faqe.',
    },
    CAMERA_MISSING: {
      title: 'Nuk u gjet asnjë kamerë',
      text: 'Lidhni një kamerë, kontrolloni që asnjë aplikacion tjetër të mos e përdorë, pastaj kontrolloni përsëri. Mund të vazhdoni edhe në një telefon ose tablet me kamerë.',
    },
    CAMERA_TOO_WEAK: {
      title: 'Pamja e kamerës nuk është mjaft e mirë',
      text: 'Për identifikimin pamja duhet të ketë të paktën 640 × 480 piksel me 15 kuadro në sekondë. Përdorni një kamerë më të mirë ose një pajisje tjetër dhe mbyllni aplikacionet e tjera që përdorin kamerën.',
    },
    NETWORK_DOWNLOAD_SLOW: {
      title: 'Lidhja juaj është shumë e ngadaltë',
      text: 'Marrja u mat {{kbps}} kbit/s; telefonata me video kërkon të paktën {{min}} kbit/s. Afrohuni te ruteri Wi-Fi, ndalni shkarkimet dhe videot e tjera ose përdorni një rrjet tjetër.',
    },
    NETWORK_UPLOAD_SLOW: {
      title: 'Lidhja juaj është shumë e ngadaltë për të dërguar video',
      text: 'Dërgimi u mat {{kbps}} kbit/s; telefonata me video kërkon të paktën {{min}} kbit/s. Ndalni ngarkimet dhe telefonatat e tjera, afrohuni te ruteri Wi-Fi ose përdorni një rrjet tjetër.',
    },
    NETWORK_FAILED: {
      title: 'Nuk mundëm ta testojmë lidhjen tuaj',
      text: 'Kontrolloni që jeni në internet, pastaj kontrolloni përsëri.',
    },
    permission: {
      chrome:
        'Në Chrome, klikoni ikonën e cilësimeve majtas shiritit të adresës, aktivizoni kamerën dhe mikrofonin për këtë faqe, pastaj ringarkoni faqen.',
      edge: 'Në Edge, klikoni ikonën e drynit majtas shiritit të adresës, zgjidhni Lejet për këtë faqe, vendosni kamerën dhe mikrofonin në Lejo, pastaj ringarkoni faqen.',
      firefox:
        'Në Firefox, klikoni ikonën e lejeve (një kamerë ose mikrofon i vizatuar) në shiritin e adresës, hiqni bllokimin, pastaj ringarkoni faqen dhe lejoni qasjen.',
      safari:
        'Në Safari, hapni Safari › Cilësimet për këtë faqe (në iPhone ose iPad: ikona aA › Cilësimet e faqes), vendosni kamerën dhe mikrofonin në Lejo, pastaj ringarkoni faqen.',
      other:
        'Hapni cilësimet e faqes në shfletuesin tuaj, lejoni kamerën dhe mikrofonin, pastaj ringarkoni faqen.',
      system:
        'Nëse janë të lejuara në shfletues, mund t’i bllokojë kompjuteri juaj: në Mac shihni System Settings › Privacy & Security; në Windows shihni Settings › Privacy › Camera dhe Microphone.',
    },
  },
  queue: {
    title: 'Në pritje të një këshilltari',
    joining: 'Po ju shtojmë në radhë…',
    text: 'Qëndroni në këtë faqe. Telefonata fillon sapo të lirohet një këshilltar.',
    position: 'Jeni numri {{position}} në radhë.',
    wait_one: 'Pritja e parashikuar: rreth {{count}} minutë.',
    wait_other: 'Pritja e parashikuar: rreth {{count}} minuta.',
    waitShort: 'Pritja e parashikuar: më pak se një minutë.',
    countdown: 'Një këshilltar duhet të përgjigjet brenda {{time}}.',
    overdue: 'Të gjithë këshilltarët tanë janë të zënë.',
    extendTitle: 'Asnjë këshilltar nuk është ende i lirë',
    extendText:
      'Mund të prisni edhe 3 minuta, të rezervoni një telefonatë me video në një orë që ju përshtatet ose të kërkoni t’ju telefonojmë.',
    extend: 'Prit edhe 3 minuta',
    book: 'Rezervo një telefonatë me video',
    callBack: 'Më telefononi',
    leave: 'Dil nga radha',
    startFailed: 'Nuk mundëm t’ju shtojmë në radhë. Provoni përsëri pas pak.',
    extendFailed: 'Koha e pritjes nuk mund të zgjatej.',
  },
  call: {
    title: 'Telefonata me video',
    connecting: 'Po lidhim videon…',
    withOperator: 'Po flisni me {{name}}.',
    withAdviser: 'Po flisni me një këshilltar.',
    remoteVideo: 'Videoja e këshilltarit',
    localVideo: 'Kamera juaj',
    controls: 'Kontrollet e telefonatës',
    mute: 'Fik mikrofonin',
    unmute: 'Ndez mikrofonin',
    cameraOff: 'Fik kamerën',
    cameraOn: 'Ndez kamerën',
    leave: 'Dil nga telefonata',
    reconnecting: 'Lidhja u ndërpre, po rilidhemi…',
    chat: {
      title: 'Biseda',
      hint: 'Nëse nuk e dëgjoni këshilltarin, shkruani këtu.',
      log: 'Mesazhet e bisedës',
      you: 'Ju',
      adviser: 'Këshilltari',
      label: 'Mesazhi juaj',
      send: 'Dërgo',
      failed: 'Mesazhi nuk u dërgua. Kontrolloni lidhjen.',
    },
  },
  timeLimit: {
    title: 'Asnjë këshilltar nuk mundi ta marrë telefonatën tuaj',
    text: 'Na vjen keq që pritët. Rezervoni një telefonatë me video në një orë që ju përshtatet ose kërkoni t’ju telefonojmë; aplikimi juaj është ruajtur.',
    tryAgain: 'Provo përsëri',
  },
  outcome: {
    APPROVED: {
      title: 'Identiteti juaj është konfirmuar',
      text: 'Faleminderit. Mund të vazhdoni me aplikimin.',
    },
    REJECTED: {
      title: 'Nuk mundëm ta konfirmojmë identitetin tuaj',
      text: 'Këshilltari nuk mundi ta konfirmojë identitetin tuaj në distancë. Mund ta përfundoni aplikimin në një degë.',
      branch: 'Shko te mundësitë në degë',
    },
    REDO: {
      title: 'Ju lutemi korrigjoni një pjesë të aplikimit',
      text: 'Këshilltari ju kërkoi të ribëni një pjesë të aplikimit. Pas kësaj do të ktheheni te telefonata me video.',
    },
    INTERRUPTED: {
      title: 'Telefonata u ndërpre',
      text: 'Lidhja nuk mund të rikthehej në kohë. Për sigurinë tuaj identifikimi fillon nga e para.',
      restart: 'Fillo përsëri',
    },
    AWAITING_SECOND_APPROVAL: {
      title: 'Telefonata mbaroi: një koleg i dytë konfirmon miratimin',
      text: 'Faleminderit. Për aplikimin tuaj rregullat e bankës kërkojnë që miratimin ta konfirmojë një koleg i dytë. Zakonisht kjo bëhet brenda së njëjtës ditë pune. Mund ta mbyllni këtë faqe; kur të identifikoheni përsëri, vazhdoni me hapin tjetër sapo miratimi të konfirmohet.',
      check: 'Kontrollo përsëri',
    },
    reason: 'Arsyeja e këshilltarit: {{reason}}',
  },
  closed: {
    next: 'Këshilltarët tanë me video janë përsëri në dispozicion {{day}} nga ora {{time}}.',
    today: 'sot',
    tomorrow: 'nesër',
    onDate: 'më {{date}}',
    book: 'Rezervo një telefonatë me video',
    callBack: 'Më telefononi',
  },
  cardName: {
    invalid:
      'Përdorni shkronja të mëdha pa shenja diakritike, hapësira, viza, apostrofe ose pika, jo më shumë se 26 karaktere.',
  },
  redo: {
    DOCUMENTS: 'Këshilltari ju kërkon të ngarkoni përsëri dokumentin e identitetit.',
    PERSONAL: 'Këshilltari ju kërkon të korrigjoni të dhënat personale.',
    ADDRESS: 'Këshilltari ju kërkon të korrigjoni adresën.',
    CONTACT: 'Këshilltari ju kërkon të korrigjoni të dhënat e kontaktit.',
    EMPLOYMENT: 'Këshilltari ju kërkon të korrigjoni të dhënat e punësimit.',
    PURPOSE: 'Këshilltari ju kërkon të korrigjoni qëllimin e marrëdhënies së biznesit.',
  },
  overlay: {
    phone: {
      title: 'Numri juaj i celularit',
      text: 'Kontrolloni që ky është numri juaj i celularit. Këshilltari do të dërgojë një kod në të.',
      label: 'Numri i celularit',
      close: 'Mbyll',
    },
    otp: {
      title: 'Konfirmoni numrin tuaj të celularit',
      text: 'Ju dërguam një kod me 6 shifra me SMS në celularin tuaj. Shkruajeni këtu.',
      label: 'Kodi nga SMS-ja',
      send: 'Konfirmo kodin',
      invalid: 'Shkruani 6 shifrat e kodit.',
      refused_one: 'Kodi nuk është i saktë. Ju mbetet edhe {{count}} provë.',
      refused_other: 'Kodi nuk është i saktë. Ju mbeten edhe {{count}} prova.',
      sent: 'Kodi u dërgua. Këshilltari po e kontrollon.',
    },
    cardName: {
      title: 'Emri juaj në kartë',
      text: 'Kështu do të shfaqet emri juaj në kartën e debitit. Konfirmojeni ose korrigjojeni (shkronja të mëdha pa shenja diakritike, jo më shumë se 26 karaktere).',
      cardLabel: 'Pamja e kartës me emrin tuaj',
      label: 'Emri në kartë',
      confirm: 'Konfirmo emrin',
      invalid:
        'Përdorni shkronja të mëdha pa shenja diakritike, hapësira, viza, apostrofe ose pika, jo më shumë se 26 karaktere.',
    },
    consents: {
      title: 'Pëlqimi {{current}} nga {{total}}',
      question: 'A pajtoheni?',
      yes: 'Po, pajtohem',
      no: 'Jo, nuk pajtohem',
      names: {
        CLAIM_RECOVERY_DATA_HANDLING:
          'Pranoj që banka të përpunojë të dhënat e mia personale për arkëtimin e detyrimeve të mundshme.',
        SOUND_RECORDING:
          'Pranoj që bisedat e mia telefonike me bankën të regjistrohen dhe të ruhen.',
        NON_POSTAL_CONNECTION_HANDLING:
          'Pranoj që banka të më kontaktojë me e-mail, SMS dhe telefon në vend të postës.',
        DIRECT_MARKETING:
          'Pranoj që banka të më dërgojë oferta të produkteve dhe shërbimeve të saj (marketing i drejtpërdrejtë).',
        FREE_CASH_WITHDRAWAL:
          'Dëshiroj tërheqje falas të parave me kartën e debitit në ATM-të e bankave partnere.',
        THREE_D_SECURE:
          'Dëshiroj që karta ime të jetë e mbrojtur për pagesat në internet (3-D Secure) me numrin tim të celularit.',
        CREDITBUREAUSTORAGE:
          'Pranoj që banka të ruajë të dhënat e kredisë sime në regjistrin e kredive.',
        CREDITBUREAUPASS:
          'Pranoj që banka të përcjellë të dhënat e mia në regjistrin e kredive dhe t’i lexojë ato atje.',
      },
    },
  },
};

export default videoChat;
