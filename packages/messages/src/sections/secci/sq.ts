import type { CatalogOf } from '../../translator';
import type en from './en';

/** Informacioni standard evropian për kredinë konsumatore (vendimi 229). */
const secci: CatalogOf<typeof en> = {
  title: 'Informacion standard evropian për kredinë konsumatore',
  intro:
    'Ky informacion ju jepet para se të zgjidhni kredinë, që të mund të krahasoni ofertat (Direktiva (BE) 2023/2225, Shtojca I). Shifrat janë ato të ofertës që zgjodhët në ekran.',
  footer: 'Faqja {{page}} nga {{pages}}',
  reference: 'Referenca',
  months_one: '{{count}} muaj',
  months_other: '{{count}} muaj',
  keyInfo: {
    heading: 'Informacioni kryesor (Pjesa I)',
    creditor: 'Kredidhënësi',
    totalCredit: 'Shuma totale e kredisë',
    totalCreditNote: 'Kjo është shuma totale që ju vihet në dispozicion me marrëveshjen e kredisë.',
    duration: 'Kohëzgjatja e marrëveshjes së kredisë',
    borrowingRate: 'Norma e interesit',
    borrowingRateValue: '{{rate}} në vit, fikse për gjithë kohëzgjatjen',
    apr: 'Norma efektive vjetore e kostos (NEVK)',
    aprNote:
      'Kjo është kostoja totale e shprehur si përqindje vjetore e shumës totale të kredisë. NEVK ju ndihmon të krahasoni oferta të ndryshme.',
    totalPayable: 'Shuma totale që do të duhet të paguani',
    totalPayableNote:
      'Kjo është shuma e kapitalit të huazuar bashkë me interesin dhe kostot e mundshme të lidhura me kredinë tuaj.',
    latePayment: 'Kostot në rast vonese të pagesave',
  },
  partTwo: 'Informacioni standard (Pjesa II)',
  creditor: {
    heading: '1. Identiteti dhe të dhënat e kontaktit të kredidhënësit',
    creditor: 'Kredidhënësi',
    address: 'Adresa gjeografike që do të përdorë konsumatori',
    phone: 'Numri i telefonit',
    email: 'Adresa e postës elektronike',
    web: 'Adresa e internetit',
    register: 'Regjistri dhe numri i regjistrimit',
    registerValue: '{{register}}, numri i regjistrimit {{number}}',
    vat: 'Numri i TVSH-së',
    intermediary: 'Ndërmjetësi i kredisë',
    intermediaryValue: 'Nuk ka: kredinë e ofron vetë kredidhënësi.',
  },
  features: {
    heading: '2. Përshkrimi i tipareve kryesore të produktit të kredisë',
    type: 'Lloji i kredisë',
    typeValue: 'Kredi personale konsumatore që shlyhet me këste mujore të barabarta (anuitet)',
    totalCredit: 'Shuma totale e kredisë',
    drawdown: 'Kushtet e tërheqjes',
    drawdownValue:
      'E gjithë shuma paguhet njëherësh, pasi të nënshkruhet marrëveshja e kredisë, në llogarinë në emrin tuaj që jepni për pagesën; tarifa e miratimit zbritet në tërheqje.',
    duration: 'Kohëzgjatja e marrëveshjes së kredisë',
    instalments: 'Këstet dhe radha e shlyerjes',
    instalmentsValue:
      'Numri i kësteve mujore: {{count}}, secili {{instalment}}, i fundit {{last}}. Çdo këst paguan së pari interesin e maturuar, pastaj principalin.',
    totalPayable: 'Shuma totale që do të duhet të paguani',
    totalPayableValue:
      '{{total}}: shuma e kredisë bashkë me interesin, tarifat dhe, nëse e keni zgjedhur, primet e sigurimit.',
    security: 'Garancia e kërkuar',
    securityValue: 'Nuk kërkohet asnjë garanci.',
  },
  costs: {
    heading: '3. Kostot e kredisë',
    borrowingRate: 'Norma e interesit',
    apr: 'Norma efektive vjetore e kostos (NEVK)',
    representative:
      'Shembull përfaqësues: për një kredi prej {{amount}} për {{months}} muaj me normë fikse interesi {{rate}} dhe tarifa {{fees}}, NEVK është {{apr}} dhe shuma totale për t’u paguar është {{total}}.',
    ancillary: 'Sigurim i detyrueshëm ose shërbim tjetër shoqërues',
    ancillaryValue: 'Për marrjen e kredisë nuk kërkohet asnjë.',
    insurance: 'Sigurimi i shlyerjes së kredisë (me zgjedhje)',
    insuranceChosen:
      'I zgjedhur: {{premium}} në muaj, paguhet me çdo këst. Nuk është kusht i kredisë, prandaj nuk përfshihet në NEVK.',
    insuranceNotChosen: 'I pazgjedhur.',
    fees: 'Kostot e lidhura',
    feesValue:
      'Tarifa e miratimit {{fees}}, paguhet një herë në tërheqje. Pa tarifa mirëmbajtjeje.',
    totalInterest: 'Interesi total',
    latePayment: 'Kostot në rast vonese të pagesave',
    latePaymentValue:
      'Interesi ligjor i vonesës mbi shumën e papaguar; mospagesa mund ta bëjë të gjithë kredinë të kërkueshme dhe ta vështirësojë marrjen e kredisë në të ardhmen.',
  },
  legal: {
    heading: '4. Aspekte të tjera të rëndësishme ligjore',
    withdrawal: 'E drejta e tërheqjes',
    withdrawalValue:
      'Mund të tërhiqeni nga marrëveshja e kredisë brenda 14 ditëve kalendarike nga lidhja e saj pa dhënë arsye; ktheni shumën e tërhequr me interesin për ditët që e keni pasur.',
    earlyRepayment: 'Shlyerja e parakohshme',
    earlyRepaymentValue:
      'Mund ta shlyeni kredinë para kohe, plotësisht ose pjesërisht, në çdo kohë. Kredidhënësi mund të kërkojë kompensim të drejtë deri në 1 % të shumës së shlyer para kohe (0,5 % kur mbetet më pak se një vit), asnjëherë më shumë se interesi që do të kishit paguar.',
    database: 'Konsultimi i një baze të dhënash',
    databaseValue:
      'Nëse kredia refuzohet në bazë të konsultimit të një baze të dhënash, kredidhënësi ju njofton menjëherë dhe pa pagesë se cilën bazë konsultoi.',
    draft: 'E drejta për një draft të marrëveshjes së kredisë',
    draftValue:
      'Keni të drejtë të merrni me kërkesë, pa pagesë, një kopje të draftit të marrëveshjes së kredisë.',
    validity: 'Periudha gjatë së cilës kredidhënësi detyrohet nga ky informacion',
    validityValue: 'Deri më {{date}}.',
  },
  distance: {
    heading: '5. Informacion shtesë në rastin e tregtimit në distancë të shërbimeve financiare',
    registration: 'Regjistrimi',
    supervisor: 'Autoriteti mbikëqyrës',
    preContractLaw: 'Ligji që merret për bazë para lidhjes së marrëveshjes së kredisë',
    preContractLawValue: 'Ligji i {{country}}.',
    law: 'Ligji i zbatueshëm për marrëveshjen e kredisë dhe gjykata kompetente',
    lawValue: 'Ligji i {{country}}; juridiksion kanë gjykatat e {{country}}.',
    language: 'Gjuha',
    languageValue:
      'Ky informacion dhe marrëveshja e kredisë jepen në gjuhën në të cilën përdorni portalin.',
    complaints: 'Ankesat dhe zgjidhja jashtëgjyqësore',
    complaintsValue:
      'Mund të ankoheni te zyra e ankesave e kredidhënësit; nëse përgjigjja nuk ju kënaq, tek organi i zgjidhjes jashtëgjyqësore të mosmarrëveshjeve bankare.',
    countries: {
      SI: 'Republikës së Sllovenisë',
      AL: 'Republikës së Shqipërisë',
    },
  },
};

export default secci;
