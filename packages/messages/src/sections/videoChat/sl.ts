import type { CatalogOf } from '../../translator';
import type en from './en';

const videoChat: CatalogOf<typeof en> = {
  title: 'Video identifikacija',
  lead: 'Svetovalec v kratkem video klicu potrdi vašo istovetnost. Najprej preverimo, ali so vaš brskalnik, mikrofon, kamera in povezava pripravljeni.',
  steps: {
    current: 'Korak {{current}} od {{total}}: {{name}}',
    CONSENTS: 'Soglasje',
    BROWSER_CHECK: 'Brskalnik',
    MICROPHONE_CHECK: 'Mikrofon',
    CAMERA_CHECK: 'Kamera',
    NETWORK_CHECK: 'Povezava',
  },
  continue: 'Nadaljuj',
  consent: {
    title: 'Snemanje klica',
    text: 'Zakon od nas zahteva, da video klic posnamemo ter posnetek, fotografije vašega obraza in osebnega dokumenta, posnete med klicem, in vaše odgovore hranimo kot dokaz vaše identifikacije. Hranimo jih toliko časa, kot zahteva zakon, in jih ne uporabljamo za noben drug namen.',
    checkbox: 'Strinjam se, da se video klic snema in obdeluje za potrditev moje istovetnosti',
    faceComparison:
      'Neobvezno: strinjam se, da lahko programska oprema na računalnikih banke v pomoč svetovalcu primerja moj obraz v klicu s fotografijo v mojem osebnem dokumentu',
    faceComparisonHint:
      'Hranimo le rezultat primerjave, nikoli predloge vašega obraza; odloči svetovalec, ne programska oprema. Brez vašega soglasja svetovalec obraz primerja z očmi, drugega se nič ne spremeni.',
    required: 'Za soglasje označite polje, sicer klic ne more potekati.',
  },
  browser: {
    title: 'Brskalnik',
    checking: 'Preverjamo, ali vaš brskalnik podpira video klice …',
    ok: 'Vaš brskalnik podpira video klice.',
  },
  microphone: {
    title: 'Mikrofon',
    text: 'Ko vas brskalnik vpraša, dovolite uporabo mikrofona in recite nekaj besed: spodnji stolpec se mora premikati.',
    asking: 'Čakamo na vaše dovoljenje za uporabo mikrofona …',
    meter: 'Glasnost mikrofona',
    heard: 'Slišimo vas.',
  },
  camera: {
    title: 'Kamera',
    text: 'Ko vas brskalnik vpraša, dovolite uporabo kamere. Preverite, ali je vaš obraz dobro osvetljen in v celoti v sliki.',
    asking: 'Čakamo na vaše dovoljenje za uporabo kamere …',
    preview: 'Vaša kamera',
    figures: 'Slika: {{width}} × {{height}} pri {{frameRate}} slikah na sekundo',
  },
  network: {
    title: 'Povezava',
    text: 'Pošljemo in prejmemo nekaj podatkov, da preverimo, ali je vaša povezava dovolj hitra za video.',
    measuring: 'Merimo vašo povezavo …',
    download: 'Prejemanje: {{kbps}} kbit/s',
    upload: 'Pošiljanje: {{kbps}} kbit/s',
    ok: 'Vaša povezava je dovolj hitra.',
  },
  problem: {
    heading: 'Kaj storiti',
    retry: 'Preveri znova',
    leave: 'Shrani in nadaljuj pozneje',
    NO_WEBRTC: {
      title: 'Vaš brskalnik ne omogoča video klicev',
      text: 'To stran odprite v novejši različici brskalnika Chrome, Edge, Firefox ali Safari. Če uporabljate službeni računalnik, lahko njegove nastavitve onemogočajo kamero: poskusite z drugo napravo.',
    },
    MICROPHONE_DENIED: {
      title: 'Mikrofon je blokiran',
      text: 'Vaš brskalnik za to stran ni dovolil uporabe mikrofona.',
    },
    MICROPHONE_MISSING: {
      title: 'Mikrofona ni mogoče najti',
      text: 'Priključite mikrofon ali slušalke, preverite, da ga ne uporablja druga aplikacija (na primer drug klic), in preverite znova.',
    },
    MICROPHONE_SILENT: {
      title: 'Ne slišimo vas',
      text: 'Mikrofon ne pošilja zvoka. Preverite, da ni utišan (stikalo na slušalkah ali tipkovnici), v sistemskih nastavitvah izberite pravi mikrofon in preverite znova.',
    },
    CAMERA_DENIED: {
      title: 'Kamera je blokirana',
      text: 'Vaš brskalnik za to stran ni dovolil uporabe kamere.',
    },
    CAMERA_MISSING: {
      title: 'Kamere ni mogoče najti',
      text: 'Priključite kamero, preverite, da je ne uporablja druga aplikacija, in preverite znova. Nadaljujete lahko tudi na telefonu ali tablici s kamero.',
    },
    CAMERA_TOO_WEAK: {
      title: 'Slika kamere ni dovolj dobra',
      text: 'Za identifikacijo potrebujemo sliko z vsaj 640 × 480 slikovnimi pikami pri 15 slikah na sekundo. Uporabite boljšo kamero ali drugo napravo in zaprite druge aplikacije, ki uporabljajo kamero.',
    },
    NETWORK_DOWNLOAD_SLOW: {
      title: 'Vaša povezava je prepočasna',
      text: 'Izmerjeno prejemanje je {{kbps}} kbit/s; video klic potrebuje vsaj {{min}} kbit/s. Približajte se brezžičnemu usmerjevalniku, ustavite prenose in druge videe ali uporabite drugo omrežje.',
    },
    NETWORK_UPLOAD_SLOW: {
      title: 'Vaša povezava je prepočasna za pošiljanje videa',
      text: 'Izmerjeno pošiljanje je {{kbps}} kbit/s; video klic potrebuje vsaj {{min}} kbit/s. Ustavite nalaganja in druge klice, približajte se brezžičnemu usmerjevalniku ali uporabite drugo omrežje.',
    },
    NETWORK_FAILED: {
      title: 'Povezave nismo mogli preizkusiti',
      text: 'Preverite, ali ste povezani v internet, in preverite znova.',
    },
    permission: {
      chrome:
        'V brskalniku Chrome kliknite ikono nastavitev levo od naslovne vrstice, za to spletno mesto vklopite kamero in mikrofon ter znova naložite stran.',
      edge: 'V brskalniku Edge kliknite ikono ključavnice levo od naslovne vrstice, izberite Dovoljenja za to spletno mesto, kamero in mikrofon nastavite na Dovoli ter znova naložite stran.',
      firefox:
        'V brskalniku Firefox kliknite ikono dovoljenj (prečrtana kamera ali mikrofon) v naslovni vrstici, odstranite blokado, znova naložite stran in dovolite dostop.',
      safari:
        'V brskalniku Safari odprite Safari › Nastavitve za to spletno mesto (na iPhonu ali iPadu: ikona aA › Nastavitve spletnega mesta), kamero in mikrofon nastavite na Dovoli ter znova naložite stran.',
      other:
        'Odprite nastavitve spletnega mesta v brskalniku, dovolite kamero in mikrofon ter znova naložite stran.',
      system:
        'Če sta v brskalniku dovoljena, ju lahko blokira računalnik: na Macu glejte Sistemske nastavitve › Zasebnost in varnost, v sistemu Windows Nastavitve › Zasebnost › Kamera in Mikrofon.',
    },
  },
  queue: {
    title: 'Čakanje na svetovalca',
    joining: 'Pridružujemo vas čakalni vrsti …',
    text: 'Ostanite na tej strani. Klic se začne, takoj ko bo svetovalec prost.',
    position: 'V čakalni vrsti ste {{position}}. na vrsti.',
    wait_one: 'Predvideno čakanje: približno {{count}} minuta.',
    wait_two: 'Predvideno čakanje: približno {{count}} minuti.',
    wait_few: 'Predvideno čakanje: približno {{count}} minute.',
    wait_other: 'Predvideno čakanje: približno {{count}} minut.',
    waitShort: 'Predvideno čakanje: manj kot minuta.',
    countdown: 'Svetovalec bi se moral oglasiti v {{time}}.',
    overdue: 'Vsi naši svetovalci so zasedeni.',
    extendTitle: 'Noben svetovalec še ni prost',
    extendText:
      'Počakate lahko še 3 minute, rezervirate video klic ob času, ki vam ustreza, ali prosite, da vas pokličemo.',
    extend: 'Počakaj še 3 minute',
    book: 'Rezerviraj video klic',
    callBack: 'Prosim za povratni klic',
    leave: 'Zapusti čakalno vrsto',
    startFailed: 'Čakalni vrsti se niste mogli pridružiti. Poskusite znova čez trenutek.',
    extendFailed: 'Čakanja ni bilo mogoče podaljšati.',
  },
  call: {
    title: 'Video klic',
    connecting: 'Vzpostavljamo video povezavo …',
    withOperator: 'Pogovarjate se s svetovalcem {{name}}.',
    withAdviser: 'Pogovarjate se s svetovalcem.',
    remoteVideo: 'Video svetovalca',
    localVideo: 'Vaša kamera',
    controls: 'Upravljanje klica',
    mute: 'Izklopi mikrofon',
    unmute: 'Vklopi mikrofon',
    cameraOff: 'Izklopi kamero',
    cameraOn: 'Vklopi kamero',
    leave: 'Zapusti klic',
    reconnecting: 'Povezava je prekinjena, znova se povezujemo …',
    chat: {
      title: 'Klepet',
      hint: 'Če svetovalca ne slišite, pišite tukaj.',
      log: 'Sporočila klepeta',
      you: 'Vi',
      adviser: 'Svetovalec',
      label: 'Vaše sporočilo',
      send: 'Pošlji',
      failed: 'Sporočilo ni bilo poslano. Preverite povezavo.',
    },
  },
  timeLimit: {
    title: 'Noben svetovalec ni mogel sprejeti vašega klica',
    text: 'Žal nam je, da ste čakali. Rezervirajte video klic ob času, ki vam ustreza, ali prosite za povratni klic; vaša vloga je shranjena.',
    tryAgain: 'Poskusi znova',
  },
  outcome: {
    APPROVED: {
      title: 'Vaša istovetnost je potrjena',
      text: 'Hvala. Nadaljujete lahko z vlogo.',
    },
    REJECTED: {
      title: 'Vaše istovetnosti nismo mogli potrditi',
      text: 'Svetovalec vaše istovetnosti ni mogel potrditi na daljavo. Vlogo lahko dokončate v poslovalnici.',
      branch: 'Na možnosti v poslovalnici',
    },
    REDO: {
      title: 'Popravite del svoje vloge',
      text: 'Svetovalec vas je prosil, da ponovite del vloge. Nato se vrnete v video klic.',
    },
    INTERRUPTED: {
      title: 'Klic je bil prekinjen',
      text: 'Povezave ni bilo mogoče pravočasno obnoviti. Zaradi vaše varnosti se identifikacija začne znova.',
      restart: 'Začni znova',
    },
    AWAITING_SECOND_APPROVAL: {
      title: 'Klic je končan: odobritev preverja še drugi sodelavec',
      text: 'Hvala. Pri vaši vlogi odobritev po pravilih banke potrdi še drugi sodelavec. To je običajno opravljeno v istem delovnem dnevu. To stran lahko zaprete; ko se znova prijavite, nadaljujete z naslednjim korakom, takoj ko je odobritev potrjena.',
      check: 'Preveri znova',
    },
    reason: 'Razlog svetovalca: {{reason}}',
  },
  closed: {
    next: 'Naši video svetovalci so spet na voljo {{day}} od {{time}}.',
    today: 'danes',
    tomorrow: 'jutri',
    onDate: '{{date}}',
    book: 'Rezerviraj video klic',
    callBack: 'Prosim za povratni klic',
  },
  cardName: {
    invalid:
      'Uporabite velike črke brez strešic, presledke, vezaje, opuščaje ali pike, največ 26 znakov.',
  },
  redo: {
    DOCUMENTS: 'Svetovalec vas prosi, da znova naložite osebni dokument.',
    PERSONAL: 'Svetovalec vas prosi, da popravite osebne podatke.',
    ADDRESS: 'Svetovalec vas prosi, da popravite naslov.',
    CONTACT: 'Svetovalec vas prosi, da popravite kontaktne podatke.',
    EMPLOYMENT: 'Svetovalec vas prosi, da popravite podatke o zaposlitvi.',
    PURPOSE: 'Svetovalec vas prosi, da popravite namen poslovnega razmerja.',
  },
  overlay: {
    phone: {
      title: 'Vaša mobilna številka',
      text: 'Preverite, ali je to številka vašega mobilnega telefona. Svetovalec bo nanjo poslal kodo.',
      label: 'Mobilna številka',
      close: 'Zapri',
    },
    otp: {
      title: 'Potrdite mobilno številko',
      text: 'Na vaš mobilni telefon smo s sporočilom SMS poslali 6-mestno kodo. Vpišite jo tukaj.',
      label: 'Koda iz sporočila SMS',
      send: 'Potrdi kodo',
      invalid: 'Vpišite 6 števk kode.',
      refused_one: 'Koda ni pravilna. Na voljo imate še {{count}} poskus.',
      refused_two: 'Koda ni pravilna. Na voljo imate še {{count}} poskusa.',
      refused_few: 'Koda ni pravilna. Na voljo imate še {{count}} poskuse.',
      refused_other: 'Koda ni pravilna. Na voljo imate še {{count}} poskusov.',
      sent: 'Koda je poslana. Svetovalec jo preverja.',
    },
    cardName: {
      title: 'Vaše ime na kartici',
      text: 'Tako bo vaše ime zapisano na debetni kartici. Potrdite ga ali popravite (velike črke brez strešic, največ 26 znakov).',
      cardLabel: 'Slika kartice z vašim imenom',
      label: 'Ime na kartici',
      confirm: 'Potrdi ime',
      invalid:
        'Uporabite velike črke brez strešic, presledke, vezaje, opuščaje ali pike, največ 26 znakov.',
    },
    consents: {
      title: 'Soglasje {{current}} od {{total}}',
      question: 'Ali se strinjate?',
      yes: 'Da, strinjam se',
      no: 'Ne, ne strinjam se',
      names: {
        CLAIM_RECOVERY_DATA_HANDLING:
          'Strinjam se, da banka obdeluje moje osebne podatke za izterjavo morebitnih terjatev.',
        SOUND_RECORDING: 'Strinjam se, da banka snema in hrani moje telefonske pogovore z banko.',
        NON_POSTAL_CONNECTION_HANDLING:
          'Strinjam se, da me banka namesto po pošti obvešča po e-pošti, s sporočili SMS in po telefonu.',
        DIRECT_MARKETING:
          'Strinjam se, da mi banka pošilja ponudbe svojih izdelkov in storitev (neposredno trženje).',
        FREE_CASH_WITHDRAWAL:
          'Želim brezplačne dvige gotovine z debetno kartico na bankomatih partnerskih bank.',
        THREE_D_SECURE:
          'Želim, da je moja kartica pri spletnih plačilih zaščitena (3-D Secure) z mojo mobilno številko.',
        CREDITBUREAUSTORAGE:
          'Strinjam se, da banka podatke o mojem kreditu hrani v kreditnem registru (SISBON).',
        CREDITBUREAUPASS:
          'Strinjam se, da banka moje podatke posreduje v kreditni register (SISBON) in jih tam vpogleduje.',
      },
    },
  },
};

export default videoChat;
