import type { CatalogOf } from '../../translator';
import type en from './en';

const videoChat: CatalogOf<typeof en> = {
  title: 'Identifikimi me video',
  lead: 'Një këshilltar konfirmon identitetin tënd në një telefonatë të shkurtër me video. Së pari kontrollojmë që shfletuesi, mikrofoni, kamera dhe lidhja jote janë gati.',
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
    text: 'Ligji na kërkon ta regjistrojmë telefonatën me video dhe të ruajmë regjistrimin, fotot e fytyrës dhe të dokumentit tënd të identitetit të bëra gjatë telefonatës, si dhe përgjigjet e tua si provë të identifikimit. I ruajmë për aq kohë sa kërkon ligji dhe nuk i përdorim për asnjë qëllim tjetër.',
    checkbox:
      'Pranoj që telefonata me video të regjistrohet dhe të përpunohet për të konfirmuar identitetin tim',
    required: 'Shëno kutinë për të dhënë pëlqimin, përndryshe telefonata nuk mund të bëhet.',
  },
  browser: {
    title: 'Shfletuesi',
    checking: 'Po kontrollojmë nëse shfletuesi yt mbështet telefonatat me video…',
    ok: 'Shfletuesi yt mbështet telefonatat me video.',
  },
  microphone: {
    title: 'Mikrofoni',
    text: 'Lejo mikrofonin kur ta kërkojë shfletuesi, pastaj thuaj disa fjalë: shiriti më poshtë duhet të lëvizë.',
    asking: 'Po presim lejen tënde për të përdorur mikrofonin…',
    meter: 'Niveli i mikrofonit',
    heard: 'Të dëgjojmë.',
  },
  camera: {
    title: 'Kamera',
    text: 'Lejo kamerën kur ta kërkojë shfletuesi. Kontrollo që fytyra jote të jetë e ndriçuar mirë dhe plotësisht në pamje.',
    asking: 'Po presim lejen tënde për të përdorur kamerën…',
    preview: 'Kamera jote',
    figures: 'Pamja: {{width}} × {{height}} me {{frameRate}} kuadro në sekondë',
  },
  network: {
    title: 'Lidhja',
    text: 'Dërgojmë dhe marrim pak të dhëna për të kontrolluar nëse lidhja jote është mjaft e shpejtë për video.',
    measuring: 'Po matim lidhjen tënde…',
    download: 'Marrja: {{kbps}} kbit/s',
    upload: 'Dërgimi: {{kbps}} kbit/s',
    ok: 'Lidhja jote është mjaft e shpejtë.',
  },
  problem: {
    heading: 'Çfarë të bësh',
    retry: 'Kontrollo përsëri',
    leave: 'Ruaje dhe vazhdo më vonë',
    NO_WEBRTC: {
      title: 'Shfletuesi yt nuk mund të bëjë telefonata me video',
      text: 'Hape këtë faqe në një version të ri të Chrome, Edge, Firefox ose Safari. Nëse përdor një kompjuter pune, cilësimet e tij mund ta bllokojnë kamerën: provo një pajisje tjetër.',
    },
    MICROPHONE_DENIED: {
      title: 'Mikrofoni është i bllokuar',
      text: 'Shfletuesi yt nuk e lejoi mikrofonin për këtë faqe.',
    },
    MICROPHONE_MISSING: {
      title: 'Nuk u gjet asnjë mikrofon',
      text: 'Lidh një mikrofon ose kufje, kontrollo që asnjë aplikacion tjetër (p.sh. një telefonatë tjetër) të mos e përdorë, pastaj kontrollo përsëri.',
    },
    MICROPHONE_SILENT: {
      title: 'Nuk të dëgjojmë',
      text: 'Mikrofoni nuk dërgon zë. Kontrollo që të mos jetë i heshtur (çelësi në kufje ose në tastierë), zgjidh mikrofonin e duhur në cilësimet e sistemit, pastaj kontrollo përsëri.',
    },
    CAMERA_DENIED: {
      title: 'Kamera është e bllokuar',
      text: 'Shfletuesi yt nuk e lejoi kamerën për këtë faqe.',
    },
    CAMERA_MISSING: {
      title: 'Nuk u gjet asnjë kamerë',
      text: 'Lidh një kamerë, kontrollo që asnjë aplikacion tjetër të mos e përdorë, pastaj kontrollo përsëri. Mund të vazhdosh edhe në një telefon ose tablet me kamerë.',
    },
    CAMERA_TOO_WEAK: {
      title: 'Pamja e kamerës nuk është mjaft e mirë',
      text: 'Për identifikimin pamja duhet të ketë të paktën 640 × 480 piksel me 15 kuadro në sekondë. Përdor një kamerë më të mirë ose një pajisje tjetër dhe mbyll aplikacionet e tjera që përdorin kamerën.',
    },
    NETWORK_DOWNLOAD_SLOW: {
      title: 'Lidhja jote është shumë e ngadaltë',
      text: 'Marrja u mat {{kbps}} kbit/s; telefonata me video kërkon të paktën {{min}} kbit/s. Afrohu te ruteri Wi-Fi, ndalo shkarkimet dhe videot e tjera ose përdor një rrjet tjetër.',
    },
    NETWORK_UPLOAD_SLOW: {
      title: 'Lidhja jote është shumë e ngadaltë për të dërguar video',
      text: 'Dërgimi u mat {{kbps}} kbit/s; telefonata me video kërkon të paktën {{min}} kbit/s. Ndalo ngarkimet dhe telefonatat e tjera, afrohu te ruteri Wi-Fi ose përdor një rrjet tjetër.',
    },
    NETWORK_FAILED: {
      title: 'Nuk mundëm ta testojmë lidhjen tënde',
      text: 'Kontrollo që je në internet, pastaj kontrollo përsëri.',
    },
    permission: {
      chrome:
        'Në Chrome, kliko ikonën e cilësimeve majtas shiritit të adresës, aktivizo kamerën dhe mikrofonin për këtë faqe, pastaj ringarko faqen.',
      edge: 'Në Edge, kliko ikonën e drynit majtas shiritit të adresës, zgjidh Lejet për këtë faqe, vendos kamerën dhe mikrofonin në Lejo, pastaj ringarko faqen.',
      firefox:
        'Në Firefox, kliko ikonën e lejeve (një kamerë ose mikrofon i vizatuar) në shiritin e adresës, hiq bllokimin, pastaj ringarko faqen dhe lejo qasjen.',
      safari:
        'Në Safari, hap Safari › Cilësimet për këtë faqe (në iPhone ose iPad: ikona aA › Cilësimet e faqes), vendos kamerën dhe mikrofonin në Lejo, pastaj ringarko faqen.',
      other:
        'Hap cilësimet e faqes në shfletuesin tënd, lejo kamerën dhe mikrofonin, pastaj ringarko faqen.',
      system:
        'Nëse janë të lejuara në shfletues, mund t’i bllokojë kompjuteri: në Mac shih System Settings › Privacy & Security; në Windows shih Settings › Privacy › Camera dhe Microphone.',
    },
  },
  queue: {
    title: 'Në pritje të një këshilltari',
    joining: 'Po të shtojmë në radhë…',
    text: 'Qëndro në këtë faqe. Telefonata fillon sapo të lirohet një këshilltar.',
    position: 'Je i/e {{position}}-ti/ta në radhë.',
    wait_one: 'Pritja e parashikuar: rreth {{count}} minutë.',
    wait_other: 'Pritja e parashikuar: rreth {{count}} minuta.',
    waitShort: 'Pritja e parashikuar: më pak se një minutë.',
    countdown: 'Një këshilltar duhet të përgjigjet brenda {{time}}.',
    overdue: 'Të gjithë këshilltarët tanë janë të zënë.',
    extendTitle: 'Asnjë këshilltar nuk është ende i lirë',
    extendText:
      'Mund të presësh edhe 3 minuta, të rezervosh një telefonatë me video në një orë që të përshtatet ose të kërkosh të të telefonojmë.',
    extend: 'Prit edhe 3 minuta',
    book: 'Rezervo një telefonatë me video',
    callBack: 'Kërko të të telefonojmë',
    leave: 'Dil nga radha',
    startFailed: 'Nuk mundëm të të shtojmë në radhë. Provo përsëri pas pak.',
    extendFailed: 'Koha e pritjes nuk mund të zgjatej.',
  },
  call: {
    title: 'Telefonata me video',
    connecting: 'Po lidhim videon…',
    withOperator: 'Po flet me {{name}}.',
    withAdviser: 'Po flet me një këshilltar.',
    remoteVideo: 'Videoja e këshilltarit',
    localVideo: 'Kamera jote',
    controls: 'Kontrollet e telefonatës',
    mute: 'Fik mikrofonin',
    unmute: 'Ndez mikrofonin',
    cameraOff: 'Fik kamerën',
    cameraOn: 'Ndez kamerën',
    leave: 'Dil nga telefonata',
    reconnecting: 'Lidhja u ndërpre, po rilidhemi…',
    chat: {
      title: 'Biseda',
      hint: 'Nëse nuk e dëgjon këshilltarin, shkruaj këtu.',
      log: 'Mesazhet e bisedës',
      you: 'Ti',
      adviser: 'Këshilltari',
      label: 'Mesazhi yt',
      send: 'Dërgo',
      failed: 'Mesazhi nuk u dërgua. Kontrollo lidhjen.',
    },
  },
  timeLimit: {
    title: 'Asnjë këshilltar nuk mundi ta marrë telefonatën tënde',
    text: 'Na vjen keq që prite. Rezervo një telefonatë me video në një orë që të përshtatet ose kërko të të telefonojmë; aplikimi yt është ruajtur.',
    tryAgain: 'Provo përsëri',
  },
  outcome: {
    APPROVED: {
      title: 'Identiteti yt është konfirmuar',
      text: 'Faleminderit. Mund të vazhdosh me aplikimin.',
    },
    REJECTED: {
      title: 'Nuk mundëm ta konfirmojmë identitetin tënd',
      text: 'Këshilltari nuk mundi ta konfirmojë identitetin tënd në distancë. Mund ta përfundosh aplikimin në një degë.',
      branch: 'Shko te mundësitë në degë',
    },
    REDO: {
      title: 'Të lutem korrigjo një pjesë të aplikimit',
      text: 'Këshilltari të kërkoi të ribësh një pjesë të aplikimit. Pas kësaj do të kthehesh te telefonata me video.',
    },
    INTERRUPTED: {
      title: 'Telefonata u ndërpre',
      text: 'Lidhja nuk mund të rikthehej në kohë. Për sigurinë tënde identifikimi fillon nga e para.',
      restart: 'Fillo përsëri',
    },
    reason: 'Arsyeja e këshilltarit: {{reason}}',
  },
  closed: {
    next: 'Këshilltarët tanë me video janë përsëri në dispozicion {{day}} nga ora {{time}}.',
    today: 'sot',
    tomorrow: 'nesër',
    book: 'Rezervo një telefonatë me video',
    callBack: 'Kërko të të telefonojmë',
  },
  cardName: {
    invalid:
      'Përdor shkronja të mëdha pa shenja diakritike, hapësira, viza, apostrofe ose pika, jo më shumë se 26 karaktere.',
  },
  redo: {
    DOCUMENTS: 'Këshilltari të kërkon të ngarkosh përsëri dokumentin e identitetit.',
    PERSONAL: 'Këshilltari të kërkon të korrigjosh të dhënat personale.',
    ADDRESS: 'Këshilltari të kërkon të korrigjosh adresën.',
    CONTACT: 'Këshilltari të kërkon të korrigjosh të dhënat e kontaktit.',
    EMPLOYMENT: 'Këshilltari të kërkon të korrigjosh të dhënat e punësimit.',
    PURPOSE: 'Këshilltari të kërkon të korrigjosh qëllimin e marrëdhënies së biznesit.',
  },
  overlay: {
    phone: {
      title: 'Numri yt i celularit',
      text: 'Kontrollo që ky është numri i celularit tënd. Këshilltari do të dërgojë një kod në të.',
      label: 'Numri i celularit',
      close: 'Mbyll',
    },
    otp: {
      title: 'Konfirmo numrin e celularit',
      text: 'Të dërguam një kod me 6 shifra me SMS në celular. Shkruaje këtu.',
      label: 'Kodi nga SMS-ja',
      send: 'Konfirmo kodin',
      invalid: 'Shkruaj 6 shifrat e kodit.',
      refused_one: 'Kodi nuk është i saktë. Të mbetet edhe {{count}} provë.',
      refused_other: 'Kodi nuk është i saktë. Të mbeten edhe {{count}} prova.',
      sent: 'Kodi u dërgua. Këshilltari po e kontrollon.',
    },
    cardName: {
      title: 'Emri yt në kartë',
      text: 'Kështu do të shfaqet emri yt në kartën e debitit. Konfirmoje ose korrigjoje (shkronja të mëdha pa shenja diakritike, jo më shumë se 26 karaktere).',
      cardLabel: 'Pamja e kartës me emrin tënd',
      label: 'Emri në kartë',
      confirm: 'Konfirmo emrin',
      invalid:
        'Përdor shkronja të mëdha pa shenja diakritike, hapësira, viza, apostrofe ose pika, jo më shumë se 26 karaktere.',
    },
    consents: {
      title: 'Pëlqimi {{current}} nga {{total}}',
      question: 'A pajtohesh?',
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
