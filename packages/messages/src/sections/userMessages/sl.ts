import type { CatalogOf } from '../../translator';
import type en from './en';

const userMessages: CatalogOf<typeof en> = {
  common: {
    toBankSite: 'Na spletno stran banke',
  },
  genericError: {
    title: 'Prišlo je do napake',
    text: 'Prišlo je do napake. Opravičujemo se za nevšečnosti.',
    more: 'Podatki, ki ste jih vnesli doslej, so shranjeni. Poskusite znova čez nekaj minut. Če se težava ponavlja, pokličite naš kontaktni center.',
    retry: 'Poskusi znova',
  },
  verifyMail: {
    title: 'Potrdite svoj e-poštni naslov',
    text: 'Poslali smo vam e-poštno sporočilo s povezavo za potrditev. Odprite jo in nadaljujte vlogo.',
    hint: 'Sporočila še ni? Dostava lahko traja nekaj minut. Preverite tudi mapo z neželeno pošto. Povezava velja 2 dni.',
    resend: 'Pošlji sporočilo znova',
    resent: 'Sporočilo smo poslali znova.',
  },
  emailValidated: {
    checking: 'Preverjamo vašo povezavo za potrditev …',
    title: 'Vaš e-poštni naslov je potrjen',
    subtitle: 'Hvala. Preusmerjamo vas na naslednji korak vloge.',
  },
  resetPassword: {
    title: 'Nastavite novo geslo',
    text: 'Izberite novo geslo za prijavo v vašo vlogo.',
    password: 'Novo geslo',
    confirmPassword: 'Ponovite novo geslo',
    submit: 'Shrani geslo',
    doneTitle: 'Vaše geslo je spremenjeno',
    doneText: 'Prijavite se z novim geslom. Zaradi vaše varnosti smo vas odjavili povsod.',
    toLogin: 'Na prijavo',
    invalidLink: 'Povezava ni veljavna ali je bila že uporabljena. Zahtevajte novo.',
    newLink: 'Zahtevaj novo povezavo',
  },
  unsubscribe: {
    title: 'Odjava od trženjskih e-poštnih sporočil',
    text: 'Vpišite svoj e-poštni naslov in nam povejte, zakaj se odjavljate. Poslali vam bomo povezavo za potrditev.',
    email: 'E-poštni naslov',
    reasonLegend: 'Zakaj se želite odjaviti?',
    reasons: {
      NOT_INTERESTED: 'Ponudbe me ne zanimajo',
      TOO_MANY_EMAILS: 'Prejemam preveč e-poštnih sporočil',
      OTHER: 'Drugo',
    },
    reasonText: 'Vaš razlog',
    submit: 'Odjava',
    sentTitle: 'Preverite svoj e-poštni predal',
    sentText:
      'Če na ta naslov pošiljamo trženjska sporočila, smo nanj poslali povezavo, s katero potrdite odjavo.',
    finishing: 'Potrjujemo vašo zahtevo …',
    doneTitle: 'Odjavljeni ste',
    doneText:
      'Trženjskih e-poštnih sporočil ne boste več prejemali. Sporočila, ki so že na poti, lahko prispejo še v 48 urah.',
    invalidLink: 'Povezava ni veljavna ali je bila že uporabljena.',
  },
  forgotPassword: {
    title: 'Pozabljeno geslo',
    text: 'Vpišite e-poštni naslov, s katerim ste se registrirali. Poslali vam bomo povezavo za nastavitev novega gesla.',
    emailLabel: 'E-poštni naslov',
    submit: 'Pošlji povezavo',
    sentTitle: 'Preverite svoj e-poštni predal',
    sentText:
      'Če je s tem naslovom registrirana vloga, smo nanj poslali povezavo za nastavitev novega gesla. Povezava velja 1 uro.',
    back: 'Nazaj na prijavo',
  },
  errorPage: {
    title: 'Produkta vam ne moremo odpreti na spletu',
    lead: 'Žal vloge ne morete nadaljevati na spletu.',
    reasonHeading: 'Zakaj',
    reasons: {
      CONSENTS:
        'Zaradi vaših odgovorov na pravna vprašanja (politično izpostavljena oseba, davčna rezidentnost v ZDA ali v drugi državi) se moramo srečati osebno.',
      EXISTING_CUSTOMER:
        'Že ste naša stranka. Obstoječe stranke nove produkte odprejo v poslovalnici ali v spletni banki.',
      AGE: 'Ne izpolnjujete starostnega pogoja za odprtje tega produkta na spletu.',
      ADDRESS: 'Vašega stalnega naslova, ki je pogoj za odprtje na spletu, nismo mogli potrditi.',
      CITIZENSHIP: 'Odprtje tega produkta na spletu za vaše državljanstvo ni mogoče.',
      RESIDENCY: 'Odprtje tega produkta na spletu je mogoče samo za rezidente države.',
      TYPE_OF_EMPLOYMENT: 'Vaša vrsta zaposlitve ne omogoča odprtja tega produkta na spletu.',
      SOURCE_OF_INCOME: 'Navedeni vir dohodka ne omogoča odprtja tega produkta na spletu.',
      EXISTING_IBAN: 'Pri nas že imate račun na svoje ime.',
      NO_IBAN: 'Računa na vaše ime, ki ga ta produkt zahteva, nismo mogli potrditi.',
      AJPES_INSOLVENTNOST:
        'V javnem registru postopkov zaradi insolventnosti (AJPES) je na vaše ime vpisan postopek.',
    },
    unknownReason: 'Nekateri pogoji za odprtje produkta na spletu niso izpolnjeni.',
    branchOffer:
      'Naši svetovalci v poslovalnici vam bodo z veseljem pomagali. Rezervirajte termin in vlogo bomo dokončali skupaj.',
  },
  appointment: {
    heading: 'Rezervirajte termin v poslovalnici',
    branch: 'Poslovalnica',
    chooseBranch: 'Izberite poslovalnico',
    branchAddress: '{{street}} {{houseNumber}}, {{postalCode}} {{city}}',
    branchPhone: 'Telefon: {{phone}}',
    branchOpen: 'Ta dan je poslovalnica odprta od {{from}} do {{to}}.',
    date: 'Datum',
    dateHint: 'Dan od danes naprej, v naslednjih 60 dneh, ko je poslovalnica odprta.',
    slot: 'Del dneva',
    slots: {
      MORNING: 'Dopoldne',
      AFTERNOON: 'Popoldne',
    },
    submit: 'Rezerviraj termin',
    loadingBranches: 'Nalagamo poslovalnice …',
    branchesFailed: 'Poslovalnic nismo mogli naložiti. Poskusite znova pozneje.',
    noUid:
      'Vaše vloge ne najdemo, zato termina ne moremo rezervirati. Pokličite naš kontaktni center in rezervirali ga bomo za vas.',
    doneTitle: 'Termin je rezerviran',
    doneText: {
      MORNING: 'Veselimo se vašega obiska {{date}} dopoldne v poslovalnici {{branch}}.',
      AFTERNOON: 'Veselimo se vašega obiska {{date}} popoldne v poslovalnici {{branch}}.',
    },
    doneEmail: 'Potrditev smo vam poslali po e-pošti.',
  },
  contractSignatureFailed: {
    title: 'Pogodbe ni bilo mogoče podpisati',
    text: 'Podpis pogodbe ni uspel. Vaši podatki so shranjeni, podpisano ni bilo nič.',
    more: 'Poskusite znova. Če ne bo uspelo, pokličite naš kontaktni center ali pogodbo podpišite v poslovalnici.',
    retry: 'Poskusi znova podpisati',
  },
  selectBranch: {
    title: 'Prosimo, nadaljujte v poslovalnici',
    text: 'Vlogo moramo dokončati osebno. Rezervirajte termin v poslovalnici po svoji izbiri; vaši podatki so shranjeni, zato ne bo trajalo dolgo.',
  },
  selectBranchOrContinueOnline: {
    title: 'Nadaljujte v poslovalnici ali na spletu',
    text: 'Kredita vam ne moremo odobriti na spletu. O njem se lahko pogovorite s svetovalcem v poslovalnici ali pa na spletu nadaljujete z odprtjem osebnega računa.',
    continueOnline: 'Nadaljuj na spletu z osebnim računom',
    accountText:
      'Če nadaljujete na spletu, vam osebni račun odpremo s podatki, ki ste nam jih že dali; ničesar vam ni treba vnašati znova.',
  },
  loanNotDisbursed: {
    title: 'Kredita vam ne moremo odobriti na spletu',
    text: 'Na podlagi ocene vam kredita na spletu trenutno ne moremo odobriti. Še vedno pa lahko na spletu odprete osebni račun s podatki, ki ste jih že vnesli.',
    openAccount: 'Namesto tega odpri osebni račun',
    branchText: 'Vašo kreditno vlogo lahko z vami pregleda tudi svetovalec v poslovalnici.',
  },
  checkEmail: {
    title: 'Preverite svoj e-poštni naslov',
    text: 'Na vneseni e-poštni naslov nismo mogli poslati sporočila. Morda je v njem tipkarska napaka ali pa predal ne sprejema sporočil.',
    correct: 'Popravi e-poštni naslov',
  },
  saveProcess: {
    title: 'Vašo vlogo obravnavamo',
    text: 'Vašo vlogo smo shranili in preverjamo vaše podatke. Ko boste lahko nadaljevali, vas bomo obvestili po e-pošti.',
    more: 'To okno lahko zdaj zaprete.',
  },
  saveLoanProcess: {
    title: 'Vašo kreditno vlogo ocenjujemo',
    text: 'Ocena traja nekoliko dlje kot običajno. Vaša vloga je shranjena; ko bo ponudba pripravljena, vas bomo obvestili po e-pošti.',
    check: 'Ponovno preveri oceno',
    more: 'To okno lahko zdaj zaprete.',
  },
  openAccount: {
    title: 'Odpiramo vaš osebni račun',
    text: 'Vaš osebni račun odpiramo s podatki, ki ste nam jih že dali. Nadaljujte in pokazali vam bomo, kdaj bo pripravljen za podpis.',
    more: 'Ocena vašega kredita ostane shranjena v vaši vlogi.',
    action: 'Nadaljuj',
  },
  loanSwitch: {
    failed:
      'Vaše vloge trenutno ne moremo preusmeriti na osebni račun. Poskusite znova ali se naročite na obisk v poslovalnici.',
  },
  fromEcoForYouToEco: {
    title: 'Študentski paket za vas ni na voljo',
    text: 'Študentski paket je namenjen študentom do 27. leta starosti. Namesto njega vam lahko odpremo osebni račun s paketom Digital, ki v prvem letu nima mesečnega nadomestila.',
    action: 'Nadaljuj s paketom Digital',
    fee: 'Paket Digital stane {{intro}} na mesec prvih {{months}} mesecev, nato {{after}} na mesec.',
    failed: 'Paketa nismo mogli zamenjati. Poskusite znova.',
  },
  contact: {
    title: 'Shranite in nadaljujte pozneje',
    text: 'Vaša vloga je shranjena. Povejte nam, kako želite nadaljevati.',
    legend: 'Kako vam lahko pomagamo nadaljevati?',
    options: {
      EMAIL: 'Pošljite mi povezavo za nadaljevanje po e-pošti',
      CALL: 'Pokličite me',
      APPOINTMENT: 'Želim termin v poslovalnici',
    },
    emailLabel: 'E-poštni naslov',
    phoneLabel: 'Telefonska številka',
    phoneHint: 'Z omrežno ali mobilno kodo, na primer {{example}}.',
    submit: 'Pošlji',
    sentEmail: 'Poslali smo vam e-poštno sporočilo s povezavo za nadaljevanje vloge.',
    sentCall: 'Hvala. Svetovalec vas bo poklical na številko {{number}}.',
    sentTitle: 'Hvala',
    noUid:
      'Vaše vloge ne najdemo. Pokličite naš kontaktni center in pomagali vam bomo nadaljevati.',
  },
  logout: {
    title: 'Želite zapustiti vlogo?',
    text: 'Vaša vloga je shranjena. Po e-pošti vam lahko pošljemo povezavo, da boste nadaljevali tam, kjer ste končali.',
    emailLabel: 'Povezavo pošlji na',
    submit: 'Pošlji povezavo in zapusti',
    stay: 'Ostani v vlogi',
    doneTitle: 'Zapustili ste vlogo',
    doneText: 'Poslali smo vam povezavo za nadaljevanje. Se vidimo kmalu!',
    signedOut: 'Odjavljeni ste. Vaša vloga ostaja shranjena.',
  },
  callCenterClosed: {
    title: 'Naši video svetovalci trenutno niso na voljo',
    text: 'Vlogo lahko izpolnjujete že zdaj, video klic pa opravite, ko bodo naši svetovalci na voljo.',
    hoursHeading: 'Kdaj so naši video svetovalci na voljo',
    weekdays: {
      MONDAY: 'Ponedeljek',
      TUESDAY: 'Torek',
      WEDNESDAY: 'Sreda',
      THURSDAY: 'Četrtek',
      FRIDAY: 'Petek',
      SATURDAY: 'Sobota',
      SUNDAY: 'Nedelja',
    },
    hours: '{{from}}–{{to}}',
    closedDay: 'Zaprto',
    holidays: 'Ob praznikih zaprto.',
    continue: 'Za zdaj nadaljuj brez video klica',
    saveAndLeave: 'Shrani in nadaljuj pozneje',
  },
  processChoice: {
    title: 'Imate več kot eno vlogo',
    text: 'Izberite vlogo, ki jo želite nadaljevati.',
    continue: 'Nadaljuj',
    startNew: 'Začni novo vlogo',
    empty: 'Nismo našli nobene vloge za nadaljevanje.',
  },
};

export default userMessages;
