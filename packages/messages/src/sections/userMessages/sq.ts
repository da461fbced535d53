import type { CatalogOf } from '../../translator';
import type en from './en';

const userMessages: CatalogOf<typeof en> = {
  common: {
    toBankSite: 'Shko te faqja e internetit e bankës',
  },
  genericError: {
    title: 'Diçka shkoi keq',
    text: 'Diçka shkoi keq. Na vjen keq për shqetësimin.',
    more: 'Të dhënat që keni futur deri tani janë ruajtur. Provoni përsëri pas disa minutash. Nëse problemi vazhdon, telefononi qendrën tonë të kontaktit.',
    retry: 'Provo përsëri',
  },
  verifyMail: {
    title: 'Konfirmoni adresën tuaj të e-mailit',
    text: 'Ju kemi dërguar një e-mail me një lidhje konfirmimi. Hapeni për të vazhduar aplikimin.',
    hint: 'Ende asnjë e-mail? Mund të zgjasë disa minuta. Kontrolloni edhe dosjen e postës së padëshiruar. Lidhja është e vlefshme 2 ditë.',
    resend: 'Dërgo përsëri e-mailin',
    resent: 'E dërguam përsëri e-mailin.',
  },
  emailValidated: {
    checking: 'Po kontrollojmë lidhjen tuaj të konfirmimit…',
    title: 'Adresa juaj e e-mailit u konfirmua',
    subtitle: 'Faleminderit. Po ju çojmë te hapi tjetër i aplikimit.',
  },
  resetPassword: {
    title: 'Vendosni një fjalëkalim të ri',
    text: 'Zgjidhni një fjalëkalim të ri për të hyrë në aplikimin tuaj.',
    password: 'Fjalëkalimi i ri',
    confirmPassword: 'Përsëritni fjalëkalimin e ri',
    submit: 'Ruaj fjalëkalimin',
    doneTitle: 'Fjalëkalimi juaj u ndryshua',
    doneText:
      'Hyni me fjalëkalimin e ri. Për sigurinë tuaj, ju kemi nxjerrë nga llogaria në të gjitha pajisjet.',
    toLogin: 'Shko te hyrja',
    invalidLink: 'Lidhja nuk është e vlefshme ose është përdorur tashmë. Kërkoni një të re.',
    newLink: 'Kërko një lidhje të re',
  },
  unsubscribe: {
    title: 'Çregjistrohuni nga e-mailet e marketingut',
    text: 'Shkruani adresën tuaj të e-mailit dhe na tregoni pse largoheni. Do t’ju dërgojmë një lidhje për ta konfirmuar.',
    email: 'Adresa e e-mailit',
    reasonLegend: 'Pse dëshironi të çregjistroheni?',
    reasons: {
      NOT_INTERESTED: 'Nuk më interesojnë ofertat',
      TOO_MANY_EMAILS: 'Marr shumë e-maile',
      OTHER: 'Tjetër',
    },
    reasonText: 'Arsyeja juaj',
    submit: 'Çregjistrohu',
    sentTitle: 'Kontrolloni kutinë tuaj postare',
    sentText:
      'Nëse dërgojmë e-maile marketingu në këtë adresë, i kemi dërguar një lidhje për të konfirmuar çregjistrimin.',
    finishing: 'Po konfirmojmë kërkesën tuaj…',
    doneTitle: 'U çregjistruat',
    doneText:
      'Nuk do të merrni më e-maile marketingu nga ne. E-mailet që janë tashmë në rrugë mund të vijnë edhe për 48 orë.',
    invalidLink: 'Lidhja nuk është e vlefshme ose është përdorur tashmë.',
  },
  forgotPassword: {
    title: 'Fjalëkalimi i harruar',
    text: 'Shkruani adresën e e-mailit me të cilën jeni regjistruar. Do t’ju dërgojmë një lidhje për të vendosur një fjalëkalim të ri.',
    emailLabel: 'Adresa e e-mailit',
    submit: 'Dërgo lidhjen',
    sentTitle: 'Kontrolloni kutinë tuaj postare',
    sentText:
      'Nëse ka një aplikim të regjistruar me këtë adresë, i kemi dërguar një lidhje për të vendosur një fjalëkalim të ri. Lidhja është e vlefshme 1 orë.',
    back: 'Kthehu te hyrja',
  },
  errorPage: {
    title: 'Nuk mund ta hapim produktin për ju online',
    lead: 'Fatkeqësisht nuk mund ta vazhdoni aplikimin online.',
    reasonHeading: 'Pse',
    reasons: {
      CONSENTS:
        'Për shkak të përgjigjeve tuaja ndaj pyetjeve ligjore (person i ekspozuar politikisht, rezidencë tatimore në SHBA ose në një shtet tjetër), duhet të takohemi personalisht.',
      EXISTING_CUSTOMER:
        'Ju jeni tashmë klienti ynë. Klientët ekzistues hapin produkte të reja në degë ose në bankën online.',
      AGE: 'Nuk e plotësoni kushtin e moshës për ta hapur këtë produkt online.',
      ADDRESS:
        'Nuk arritëm të konfirmojmë adresën tuaj të përhershme, e cila kërkohet për hapjen online.',
      CITIZENSHIP: 'Hapja online e këtij produkti nuk është e mundur për shtetësinë tuaj.',
      RESIDENCY: 'Hapja online e këtij produkti është e mundur vetëm për rezidentët e vendit.',
      TYPE_OF_EMPLOYMENT: 'Lloji i punësimit tuaj nuk lejon hapjen online të këtij produkti.',
      SOURCE_OF_INCOME:
        'Burimi i të ardhurave që deklaruat nuk lejon hapjen online të këtij produkti.',
      EXISTING_IBAN: 'Keni tashmë një llogari në emrin tuaj pranë nesh.',
      NO_IBAN:
        'Nuk arritëm të konfirmojmë një llogari në emrin tuaj, e cila kërkohet për këtë produkt.',
      AJPES_INSOLVENTNOST:
        'Regjistri publik i procedurave të falimentimit (AJPES) ka një procedurë në emrin tuaj.',
    },
    unknownReason: 'Disa nga kushtet për hapjen online të produktit nuk janë plotësuar.',
    branchOffer:
      'Këshilltarët tanë në degë do t’ju ndihmojnë me kënaqësi. Rezervoni një takim dhe do ta përfundojmë aplikimin së bashku.',
  },
  appointment: {
    heading: 'Rezervoni një takim në degë',
    branch: 'Dega',
    chooseBranch: 'Zgjidhni një degë',
    branchAddress: '{{street}} {{houseNumber}}, {{postalCode}} {{city}}',
    branchPhone: 'Telefoni: {{phone}}',
    branchOpen: 'Atë ditë dega është e hapur nga {{from}} deri në {{to}}.',
    date: 'Data',
    dateHint: 'Një ditë nga sot e tutje, brenda 60 ditëve të ardhshme, kur dega është e hapur.',
    slot: 'Pjesa e ditës',
    slots: {
      MORNING: 'Paradite',
      AFTERNOON: 'Pasdite',
    },
    submit: 'Rezervo takimin',
    loadingBranches: 'Po ngarkojmë degët…',
    branchesFailed: 'Nuk arritëm t’i ngarkojmë degët. Provoni përsëri më vonë.',
    noUid:
      'Nuk e gjejmë aplikimin tuaj, prandaj nuk mund të rezervojmë takimin. Telefononi qendrën tonë të kontaktit dhe do ta rezervojmë për ju.',
    doneTitle: 'Takimi juaj u rezervua',
    doneText: {
      MORNING: 'Ju presim më {{date}} paradite në degën {{branch}}.',
      AFTERNOON: 'Ju presim më {{date}} pasdite në degën {{branch}}.',
    },
    doneEmail: 'Ju kemi dërguar një konfirmim me e-mail.',
  },
  contractSignatureFailed: {
    title: 'Kontrata nuk mund të nënshkruhej',
    text: 'Nënshkrimi i kontratës nuk pati sukses. Të dhënat tuaja janë ruajtur dhe asgjë nuk është nënshkruar.',
    more: 'Provoni përsëri. Nëse nuk ia dilni, telefononi qendrën tonë të kontaktit ose nënshkruajeni kontratën në degë.',
    retry: 'Provo përsëri nënshkrimin',
  },
  selectBranch: {
    title: 'Ju lutemi, vazhdoni në degë',
    text: 'Aplikimin duhet ta përfundojmë personalisht. Rezervoni një takim në degën që dëshironi; të dhënat tuaja janë ruajtur, prandaj nuk do të zgjasë shumë.',
  },
  selectBranchOrContinueOnline: {
    title: 'Vazhdoni në degë ose online',
    text: 'Nuk mund ta miratojmë kredinë online. Mund ta diskutoni me një këshilltar në degë, ose të vazhdoni online dhe të hapni një llogari rrjedhëse.',
    continueOnline: 'Vazhdo online me një llogari rrjedhëse',
    accountText:
      'Nëse vazhdoni online, ne ju hapim një llogari rrjedhëse me të dhënat që na keni dhënë tashmë; nuk keni nevojë të shkruani asgjë përsëri.',
  },
  loanNotDisbursed: {
    title: 'Nuk mund t’ju japim kredinë online',
    text: 'Në bazë të vlerësimit, për momentin nuk mund t’ju japim kredinë online. Megjithatë, mund të hapni online një llogari rrjedhëse me të dhënat që keni futur tashmë.',
    openAccount: 'Hap në vend të kësaj një llogari rrjedhëse',
    branchText:
      'Një këshilltar në degë mund ta shqyrtojë gjithashtu me ju kërkesën tuaj për kredi.',
  },
  checkEmail: {
    title: 'Kontrolloni adresën tuaj të e-mailit',
    text: 'Nuk arritëm të dërgojmë mesazh në adresën e e-mailit që futët. Mund të ketë një gabim shtypi, ose kutia postare nuk pranon mesazhe.',
    correct: 'Korrigjo adresën e e-mailit',
  },
  saveProcess: {
    title: 'Aplikimi juaj po shqyrtohet',
    text: 'E kemi ruajtur aplikimin tuaj dhe po i kontrollojmë të dhënat. Do t’ju njoftojmë me e-mail sapo të mund të vazhdoni.',
    more: 'Tani mund ta mbyllni këtë dritare.',
  },
  saveLoanProcess: {
    title: 'Po e vlerësojmë aplikimin tuaj për kredi',
    text: 'Vlerësimi po zgjat pak më shumë se zakonisht. Aplikimi juaj është ruajtur dhe do t’ju njoftojmë me e-mail kur oferta të jetë gati.',
    check: 'Kontrollo përsëri vlerësimin',
    more: 'Tani mund ta mbyllni këtë dritare.',
  },
  openAccount: {
    title: 'Po ju hapim llogarinë rrjedhëse',
    text: 'Llogaria juaj rrjedhëse po hapet me të dhënat që na keni dhënë tashmë. Vazhdoni dhe do t’ju tregojmë kur të jetë gati për nënshkrim.',
    more: 'Vlerësimi i kredisë suaj mbetet i ruajtur në aplikimin tuaj.',
    action: 'Vazhdo',
  },
  loanSwitch: {
    failed:
      'Nuk mundëm ta kalojmë aplikimin tuaj në llogari rrjedhëse tani. Ju lutemi provoni përsëri ose rezervoni një takim në degë.',
  },
  fromEcoForYouToEco: {
    title: 'Paketa për studentë nuk ju takon',
    text: 'Paketa për studentë është për studentët deri në moshën 27 vjeç. Në vend të saj, mund t’ju hapim një llogari rrjedhëse me paketën Digital, pa tarifë mujore në vitin e parë.',
    action: 'Vazhdo me paketën Digital',
    fee: 'Paketa Digital kushton {{intro}} në muaj për {{months}} muajt e parë, pastaj {{after}} në muaj.',
    failed: 'Nuk mundëm ta ndryshojmë paketën. Provoni përsëri.',
  },
  contact: {
    title: 'Ruani dhe vazhdoni më vonë',
    text: 'Aplikimi juaj është ruajtur. Na tregoni si dëshironi të vazhdoni.',
    legend: 'Si t’ju ndihmojmë të vazhdoni?',
    options: {
      EMAIL: 'Më dërgoni me e-mail një lidhje për të vazhduar',
      CALL: 'Më telefononi',
      APPOINTMENT: 'Dua një takim në degë',
    },
    emailLabel: 'Adresa e e-mailit',
    phoneLabel: 'Numri i telefonit',
    phoneHint: 'Me prefiksin e rrjetit ose të celularit, për shembull {{example}}.',
    submit: 'Dërgo',
    sentEmail: 'Ju kemi dërguar një e-mail me një lidhje për të vazhduar aplikimin.',
    sentCall: 'Faleminderit. Një këshilltar do t’ju telefonojë në numrin {{number}}.',
    sentTitle: 'Faleminderit',
    noUid:
      'Nuk e gjejmë aplikimin tuaj. Telefononi qendrën tonë të kontaktit dhe do t’ju ndihmojmë të vazhdoni.',
  },
  logout: {
    title: 'Dëshironi të dilni nga aplikimi?',
    text: 'Aplikimi juaj është ruajtur. Mund t’ju dërgojmë një lidhje me e-mail, që të vazhdoni aty ku e latë.',
    emailLabel: 'Dërgoje lidhjen te',
    submit: 'Dërgo lidhjen dhe dil',
    stay: 'Qëndro në aplikim',
    doneTitle: 'Dolët nga aplikimi',
    doneText: 'Ju kemi dërguar një lidhje për të vazhduar. Shihemi së shpejti!',
    signedOut: 'Keni dalë nga llogaria. Aplikimi juaj mbetet i ruajtur.',
  },
  callCenterClosed: {
    title: 'Këshilltarët tanë me video nuk janë të disponueshëm tani',
    text: 'Mund ta vazhdoni plotësimin e aplikimit tani dhe ta bëni video-thirrjen kur këshilltarët tanë të jenë të disponueshëm.',
    hoursHeading: 'Kur janë të disponueshëm këshilltarët tanë me video',
    weekdays: {
      MONDAY: 'E hënë',
      TUESDAY: 'E martë',
      WEDNESDAY: 'E mërkurë',
      THURSDAY: 'E enjte',
      FRIDAY: 'E premte',
      SATURDAY: 'E shtunë',
      SUNDAY: 'E diel',
    },
    hours: '{{from}}–{{to}}',
    closedDay: 'Mbyllur',
    holidays: 'Mbyllur në festat zyrtare.',
    continue: 'Vazhdo pa video-thirrjen për momentin',
    saveAndLeave: 'Ruaj dhe vazhdo më vonë',
  },
  processChoice: {
    title: 'Keni më shumë se një aplikim',
    text: 'Zgjidhni aplikimin që dëshironi të vazhdoni.',
    continue: 'Vazhdo',
    startNew: 'Fillo një aplikim të ri',
    empty: 'Nuk gjetëm asnjë aplikim për të vazhduar.',
  },
};

export default userMessages;
