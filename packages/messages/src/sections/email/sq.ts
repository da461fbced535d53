import type { CatalogOf } from '../../translator';
import type en from './en';

const email: CatalogOf<typeof en> = {
  greeting: 'I/E nderuar {{name}},',
  greetingAnonymous: 'Përshëndetje,',
  signature: 'Me respekt,\n{{bank}}\n{{address}}\n{{phone}} · {{email}} · {{web}}',
  verification: {
    CURRENTACCOUNT: {
      subject: 'Konfirmoni adresën e email-it',
      text: 'Faleminderit që filluat hapjen e llogarisë online. Konfirmoni adresën e email-it duke hapur këtë lidhje brenda 2 ditëve:\n\n{{link}}\n\nNëse nuk jeni regjistruar ju, shpërfilleni këtë mesazh.',
    },
    PERSONALLOAN: {
      subject: 'Konfirmoni adresën e email-it',
      text: 'Faleminderit që filluat aplikimin online për një kredi personale. Konfirmoni adresën e email-it duke hapur këtë lidhje brenda 2 ditëve:\n\n{{link}}\n\nNëse nuk jeni regjistruar ju, shpërfilleni këtë mesazh.',
    },
    DAYPOSIT: {
      subject: 'Konfirmoni adresën e email-it',
      text: 'Faleminderit që filluat hapjen online të një depozite ditore. Konfirmoni adresën e email-it duke hapur këtë lidhje brenda 2 ditëve:\n\n{{link}}\n\nNëse nuk jeni regjistruar ju, shpërfilleni këtë mesazh.',
    },
    ACCOUNTOPENINGFROMLOAN: {
      subject: 'Konfirmoni adresën e email-it',
      text: 'Faleminderit që filluat hapjen online të llogarisë për kredinë tuaj. Konfirmoni adresën e email-it duke hapur këtë lidhje brenda 2 ditëve:\n\n{{link}}\n\nNëse nuk jeni regjistruar ju, shpërfilleni këtë mesazh.',
    },
  },
  alreadyRegistered: {
    subject: 'Jeni regjistruar tashmë',
    text: 'Dikush, ndoshta ju, u përpoq të regjistrohej sërish me këtë adresë email-i. Jeni regjistruar tashmë: hyni në\n\n{{loginLink}}\n\nose, nëse e keni harruar fjalëkalimin, vendosni një të ri në\n\n{{resetLink}}\n\nNëse nuk ishit ju, shpërfilleni këtë mesazh; llogaria juaj nuk ka ndryshuar.',
  },
  passwordReset: {
    subject: 'Vendosni një fjalëkalim të ri',
    text: 'Për të vendosur një fjalëkalim të ri, hapni këtë lidhje brenda 1 ore. Mund të përdoret një herë:\n\n{{link}}\n\nNëse nuk e keni kërkuar, shpërfilleni këtë mesazh; fjalëkalimi mbetet i njëjtë.',
  },
  passwordChanged: {
    subject: 'Fjalëkalimi juaj u ndryshua',
    text: 'Fjalëkalimi juaj u ndryshua dhe u nxorët nga të gjitha pajisjet. Nëse nuk ishit ju, na telefononi menjëherë.',
  },
  // Sign-in from unknown devices blocked after five wrong passwords (decisions 160, 277);
  // {{duration}} is one of `duration`.
  loginBlocked: {
    subject: 'Hyrja në llogarinë tuaj është bllokuar',
    text: 'Dikush, ndoshta ju, shkroi pesë herë radhazi një fjalëkalim të gabuar për llogarinë tuaj në një pajisje nga e cila nuk keni hyrë më parë, prandaj hyrja nga pajisje të tilla është bllokuar për {{duration}}. Pajisjet nga të cilat keni hyrë më parë nuk janë bllokuar: aty mund të hyni si zakonisht.\n\nNëse ishit ju dhe e keni harruar fjalëkalimin, vendosni një të ri në\n\n{{resetLink}}\n\nNjë fjalëkalim i ri e heq bllokimin menjëherë. Nëse nuk ishit ju, llogaria juaj është e sigurt për sa kohë që askush nuk e di fjalëkalimin tuaj; vendosja e një të riu nuk dëmton.',
    duration: {
      minutes15: '15 minuta',
      hour1: '1 orë',
      hours4: '4 orë',
      hours24: '24 orë',
    },
  },
  // Staff sign-in from unknown devices locked after five wrong passwords (decision 277).
  staffLoginLocked: {
    subject: 'Hyrja në llogarinë tuaj të punonjësit është kyçur në pajisje të reja',
    text: 'Dikush, ndoshta ju, shkroi pesë herë radhazi një fjalëkalim të gabuar për llogarinë tuaj të punonjësit në një pajisje nga e cila nuk keni hyrë më parë, prandaj hyrja nga pajisje të tilla është kyçur për {{minutes}} minuta. Në pajisjet nga të cilat keni hyrë më parë mund të hyni si zakonisht.\n\nNëse nuk ishit ju, njoftoni mbikëqyrësin tuaj dhe ekipin e sigurisë së bankës.',
  },
  unsubscribe: {
    subject: 'Konfirmoni që nuk dëshironi më email-et tona',
    text: 'Konfirmoni që të mos ju dërgojmë më email-e marketingu duke hapur këtë lidhje:\n\n{{link}}\n\nNëse nuk e keni kërkuar, shpërfilleni këtë mesazh.',
  },
  unsubscribed: {
    subject: 'Nuk do të merrni më email-et tona të marketingut',
    text: 'E hoqëm adresën tuaj nga email-et e marketingut. Mesazhet për aplikimin tuaj do t’ju vijnë ende.',
  },
  continueLater: {
    CURRENTACCOUNT: {
      subject: 'Vazhdoni hapjen e llogarisë',
      text: 'Aplikimi juaj është ruajtur. Vazhdoni aty ku e latë:\n\n{{link}}\n\nDo të hyni me email-in, fjalëkalimin dhe një kod që ju dërgojmë me SMS.',
    },
    PERSONALLOAN: {
      subject: 'Vazhdoni aplikimin për kredi personale',
      text: 'Aplikimi juaj është ruajtur. Vazhdoni aty ku e latë:\n\n{{link}}\n\nDo të hyni me email-in, fjalëkalimin dhe një kod që ju dërgojmë me SMS.',
    },
    DAYPOSIT: {
      subject: 'Vazhdoni hapjen e depozitës ditore',
      text: 'Aplikimi juaj është ruajtur. Vazhdoni aty ku e latë:\n\n{{link}}\n\nDo të hyni me email-in, fjalëkalimin dhe një kod që ju dërgojmë me SMS.',
    },
    ACCOUNTOPENINGFROMLOAN: {
      subject: 'Vazhdoni hapjen e llogarisë për kredinë',
      text: 'Aplikimi juaj është ruajtur. Vazhdoni aty ku e latë:\n\n{{link}}\n\nDo të hyni me email-in, fjalëkalimin dhe një kod që ju dërgojmë me SMS.',
    },
  },
  callBack: {
    subject: 'Do t’ju telefonojmë',
    text: 'Faleminderit. Qendra jonë e kontaktit do t’ju telefonojë në {{number}} ditën e ardhshme të punës.',
  },
  appointment: {
    subject: 'Takimi juaj në degë',
    text: 'Takimi juaj është rezervuar:\n\nDega: {{branch}}\nAdresa: {{address}}\nData: {{date}}\nKoha: {{slot}}\n\nSillni një kartë identiteti ose pasaportë të vlefshme.',
    slot: {
      MORNING: 'paradite',
      AFTERNOON: 'pasdite',
    },
  },
  // The welcome e-mail (decision 146): its lines come from the `welcome.mail` messages.
  welcome: {
    subject: 'Mirë se vini në bankë',
    text: '{{product}} juaj është hapur.\n\nNumri i llogarisë (IBAN): {{account}}{{summary}}\n\nAktivizoni aplikacionin celular me këtë kod: {{code}}\nKodi është i vlefshëm deri më {{validUntil}}. Mund ta hapni edhe këtë lidhje në telefon:\n{{link}}\n\nÇfarë ndodh më pas:\n{{next}}',
  },
  // A personal loan's welcome (decision 233): what is paid, where and when; no account of ours.
  welcomeLoan: {
    subject: 'Kredia juaj personale është nënshkruar',
    text: 'Kredia juaj personale është nënshkruar.\n\nMë {{payoutDate}} dërgojmë {{amount}} në llogarinë tuaj {{iban}}.\nKësti juaj i parë prej {{firstAmount}} bie më {{firstDate}}, dhe të tjerët në të njëjtën ditë të çdo muaji. Planin e shlyerjes me të gjitha këstet mund ta shkarkoni në faqen e mirëseardhjes.\n\nAktivizoni aplikacionin celular me këtë kod: {{code}}\nKodi është i vlefshëm deri më {{validUntil}}. Mund ta hapni edhe këtë lidhje në telefon:\n{{link}}',
  },
  // The confirmation of a request to erase one's data (decision 152).
  erasureConfirmation: {
    subject: 'Konfirmoni fshirjen e të dhënave tuaja',
    text: 'Na kërkuat të fshijmë të dhënat e aplikimit tuaj. Konfirmojeni duke hapur këtë lidhje brenda 24 orëve. Mund të përdoret një herë:\n\n{{link}}\n\nPasi të konfirmoni, do të dilni nga llogaria kudo dhe të dhënat tuaja do të fshihen. Ato që ligji na detyron t’i ruajmë pasi u bëtë klient ynë (të dhënat e identifikimit dhe kontratave tuaja, për 5 vjet pas përfundimit të marrëdhënies së biznesit) ruhen deri atëherë dhe nuk përdoren për asgjë tjetër.\n\nNëse nuk e kërkuat ju, shpërfilleni këtë mesazh; asgjë nuk fshihet.',
  },
  sms: {
    // Without ë and ç: they are outside the GSM 03.38 alphabet and would halve the SMS length.
    loginOtp: 'Kodi juaj i hyrjes është {{code}}. Vlen 5 minuta. Mos ia tregoni askujt.',
  },
};

export default email;
