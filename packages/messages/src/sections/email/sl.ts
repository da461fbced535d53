import type { CatalogOf } from '../../translator';
import type en from './en';

const email: CatalogOf<typeof en> = {
  greeting: 'Pozdravljeni, {{name}}!',
  greetingAnonymous: 'Pozdravljeni,',
  signature: 'Lep pozdrav,\n{{bank}}\n{{address}}\n{{phone}} · {{email}} · {{web}}',
  verification: {
    CURRENTACCOUNT: {
      subject: 'Potrdite svoj e-poštni naslov',
      text: 'Hvala, ker ste začeli odpirati račun na spletu. E-poštni naslov potrdite tako, da v 2 dneh odprete to povezavo:\n\n{{link}}\n\nČe se niste registrirali, to sporočilo prezrite.',
    },
    PERSONALLOAN: {
      subject: 'Potrdite svoj e-poštni naslov',
      text: 'Hvala, ker ste na spletu začeli oddajati vlogo za osebni kredit. E-poštni naslov potrdite tako, da v 2 dneh odprete to povezavo:\n\n{{link}}\n\nČe se niste registrirali, to sporočilo prezrite.',
    },
    DAYPOSIT: {
      subject: 'Potrdite svoj e-poštni naslov',
      text: 'Hvala, ker ste začeli odpirati dnevni depozit na spletu. E-poštni naslov potrdite tako, da v 2 dneh odprete to povezavo:\n\n{{link}}\n\nČe se niste registrirali, to sporočilo prezrite.',
    },
    ACCOUNTOPENINGFROMLOAN: {
      subject: 'Potrdite svoj e-poštni naslov',
      text: 'Hvala, ker ste začeli odpirati račun za svoj kredit na spletu. E-poštni naslov potrdite tako, da v 2 dneh odprete to povezavo:\n\n{{link}}\n\nČe se niste registrirali, to sporočilo prezrite.',
    },
  },
  alreadyRegistered: {
    subject: 'Ste že registrirani',
    text: 'Nekdo, morda vi, se je s tem e-poštnim naslovom poskusil registrirati znova. Že ste registrirani: prijavite se na\n\n{{loginLink}}\n\nali, če ste pozabili geslo, nastavite novo na\n\n{{resetLink}}\n\nČe to niste bili vi, sporočilo prezrite; vaš račun je nespremenjen.',
  },
  passwordReset: {
    subject: 'Nastavite novo geslo',
    text: 'Novo geslo nastavite tako, da v 1 uri odprete to povezavo. Uporabite jo lahko enkrat:\n\n{{link}}\n\nČe tega niste zahtevali, sporočilo prezrite; geslo ostane nespremenjeno.',
  },
  passwordChanged: {
    subject: 'Vaše geslo je bilo spremenjeno',
    text: 'Vaše geslo je bilo spremenjeno in povsod ste bili odjavljeni. Če to niste bili vi, nas takoj pokličite.',
  },
  // Sign-in from unknown devices blocked after five wrong passwords (decisions 160, 277);
  // {{duration}} is one of `duration`.
  loginBlocked: {
    subject: 'Prijava v vaš račun je blokirana',
    text: 'Nekdo, morda vi, je za vaš račun petkrat zapored vpisal napačno geslo na napravi, na kateri se še niste prijavili, zato je prijava s takih naprav blokirana za {{duration}}. Naprave, na katerih ste se že prijavili, niso blokirane: tam se lahko prijavite kot običajno.\n\nČe ste bili vi in ste geslo pozabili, nastavite novo na\n\n{{resetLink}}\n\nNovo geslo blokado odpravi takoj. Če to niste bili vi, je vaš račun varen, dokler vašega gesla nihče ne pozna; nastavitev novega ne škodi.',
    duration: {
      minutes15: '15 minut',
      hour1: '1 uro',
      hours4: '4 ure',
      hours24: '24 ur',
    },
  },
  // Staff sign-in from unknown devices locked after five wrong passwords (decision 277).
  staffLoginLocked: {
    subject: 'Prijava v vaš uslužbenski račun je na novih napravah zaklenjena',
    text: 'Nekdo, morda vi, je za vaš uslužbenski račun petkrat zapored vpisal napačno geslo na napravi, na kateri se še niste prijavili, zato je prijava s takih naprav zaklenjena za {{minutes}} minut. Na napravah, na katerih ste se že prijavili, se lahko prijavite kot običajno.\n\nČe to niste bili vi, obvestite nadrejenega in varnostno službo banke.',
  },
  unsubscribe: {
    subject: 'Potrdite, da ne želite več prejemati naših e-sporočil',
    text: 'Potrdite, da vam ne pošiljamo več trženjskih e-sporočil, tako da odprete to povezavo:\n\n{{link}}\n\nČe tega niste zahtevali, sporočilo prezrite.',
  },
  unsubscribed: {
    subject: 'Ne boste več prejemali naših trženjskih e-sporočil',
    text: 'Vaš naslov smo odstranili s seznama za trženjska e-sporočila. Sporočila o vaši vlogi boste še vedno prejemali.',
  },
  continueLater: {
    CURRENTACCOUNT: {
      subject: 'Nadaljujte z odpiranjem računa',
      text: 'Vaša vloga je shranjena. Nadaljujte, kjer ste končali:\n\n{{link}}\n\nPrijavili se boste z e-poštnim naslovom, geslom in kodo, ki jo pošljemo v SMS-sporočilu.',
    },
    PERSONALLOAN: {
      subject: 'Nadaljujte z vlogo za osebni kredit',
      text: 'Vaša vloga je shranjena. Nadaljujte, kjer ste končali:\n\n{{link}}\n\nPrijavili se boste z e-poštnim naslovom, geslom in kodo, ki jo pošljemo v SMS-sporočilu.',
    },
    DAYPOSIT: {
      subject: 'Nadaljujte z odpiranjem dnevnega depozita',
      text: 'Vaša vloga je shranjena. Nadaljujte, kjer ste končali:\n\n{{link}}\n\nPrijavili se boste z e-poštnim naslovom, geslom in kodo, ki jo pošljemo v SMS-sporočilu.',
    },
    ACCOUNTOPENINGFROMLOAN: {
      subject: 'Nadaljujte z odpiranjem računa za kredit',
      text: 'Vaša vloga je shranjena. Nadaljujte, kjer ste končali:\n\n{{link}}\n\nPrijavili se boste z e-poštnim naslovom, geslom in kodo, ki jo pošljemo v SMS-sporočilu.',
    },
  },
  callBack: {
    subject: 'Poklicali vas bomo',
    text: 'Hvala. Naš kontaktni center vas bo naslednji delovni dan poklical na številko {{number}}.',
  },
  appointment: {
    subject: 'Vaš termin v poslovalnici',
    text: 'Vaš termin je rezerviran:\n\nPoslovalnica: {{branch}}\nNaslov: {{address}}\nDatum: {{date}}\nČas: {{slot}}\n\nS seboj prinesite veljavno osebno izkaznico ali potni list.',
    slot: {
      MORNING: 'dopoldne',
      AFTERNOON: 'popoldne',
    },
  },
  // The welcome e-mail (decision 146): its lines come from the `welcome.mail` messages.
  welcome: {
    subject: 'Dobrodošli v banki',
    text: 'Vaš {{product}} je odprt.\n\nŠtevilka računa (IBAN): {{account}}{{summary}}\n\nMobilno aplikacijo aktivirajte s to kodo: {{code}}\nKoda velja do {{validUntil}}. Na telefonu lahko odprete tudi to povezavo:\n{{link}}\n\nKaj sledi:\n{{next}}',
  },
  // A personal loan's welcome (decision 233): what is paid, where and when; no account of ours.
  welcomeLoan: {
    subject: 'Vaš osebni kredit je podpisan',
    text: 'Vaš osebni kredit je podpisan.\n\n{{payoutDate}} nakažemo {{amount}} na vaš račun {{iban}}.\nPrvi obrok v znesku {{firstAmount}} zapade {{firstDate}}, naslednji pa na isti dan vsakega meseca. Odplačilni načrt z vsemi obroki lahko prenesete na strani dobrodošlice.\n\nMobilno aplikacijo aktivirajte s to kodo: {{code}}\nKoda velja do {{validUntil}}. Na telefonu lahko odprete tudi to povezavo:\n{{link}}',
  },
  // The confirmation of a request to erase one's data (decision 152).
  erasureConfirmation: {
    subject: 'Potrdite izbris svojih podatkov',
    text: 'Prosili ste nas, naj izbrišemo podatke vaše vloge. Potrdite to z odprtjem te povezave v 24 urah. Uporabite jo lahko enkrat:\n\n{{link}}\n\nKo potrdite, boste odjavljeni povsod in vaši podatki bodo izbrisani. Kar moramo po zakonu hraniti, ker ste postali naša stranka (zapise o vaši identifikaciji in pogodbah, 5 let po koncu poslovnega razmerja), hranimo do takrat in ne uporabljamo za nič drugega.\n\nČe tega niste zahtevali, prezrite to sporočilo; nič ne bo izbrisano.',
  },
  sms: {
    // Without č, š and ž: they are outside the GSM 03.38 alphabet and would halve the SMS length.
    loginOtp: 'Vaša koda za prijavo: {{code}}. Velja 5 minut. Nikomur je ne posredujte.',
  },
};

export default email;
