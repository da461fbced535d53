import { localTimeIn, type Language, type TLoanOffer } from '@onboarding/domain';
import type { PdfBlock, PdfContent } from '../../infra/pdf/pdf-document';

/** The creditor as the SECCI names it (the bank's name and address). */
export interface SecciCreditor {
  readonly name: string;
  readonly street: string;
  readonly city: string;
}

export interface SecciInputs {
  readonly language: Language;
  readonly creditor: SecciCreditor;
  readonly offer: TLoanOffer;
  readonly secciId: string;
  readonly issuedAt: Date;
  readonly timeZone: string;
  /** The country whose law governs the credit (ISO 3166 alpha-2). */
  readonly country: string;
}

/** How long the information binds the bank (Annex II section 4 "validity"), in days. */
export const SECCI_VALID_DAYS = 14;

interface SecciTexts {
  readonly title: string;
  readonly author: string;
  readonly intro: string;
  readonly s1: string;
  readonly creditor: string;
  readonly address: string;
  readonly s2: string;
  readonly type: string;
  readonly typeValue: string;
  readonly totalCredit: string;
  readonly drawdown: string;
  readonly drawdownValue: string;
  readonly duration: string;
  readonly durationValue: (years: number, months: number, total: number) => string;
  readonly instalments: string;
  readonly instalmentsValue: (count: number, instalment: string, last: string) => string;
  readonly totalPayable: string;
  readonly totalPayableNote: string;
  readonly s3: string;
  readonly borrowingRate: string;
  readonly borrowingRateValue: (rate: string) => string;
  readonly apr: string;
  readonly representative: (
    amount: string,
    months: number,
    rate: string,
    fees: string,
    apr: string,
    total: string,
  ) => string;
  readonly fees: string;
  readonly feesValue: (fees: string) => string;
  readonly insurance: string;
  readonly insuranceChosen: (premium: string) => string;
  readonly insuranceNotChosen: string;
  readonly totalInterest: string;
  readonly latePayment: string;
  readonly latePaymentValue: string;
  readonly s4: string;
  readonly withdrawal: string;
  readonly withdrawalValue: string;
  readonly earlyRepayment: string;
  readonly earlyRepaymentValue: string;
  readonly database: string;
  readonly databaseValue: string;
  readonly draft: string;
  readonly draftValue: string;
  readonly validity: string;
  readonly validityValue: (date: string) => string;
  readonly s5: string;
  readonly supervisor: string;
  readonly supervisorValue: string;
  readonly law: string;
  readonly lawValue: (country: string) => string;
  readonly language: string;
  readonly languageValue: string;
  readonly complaints: string;
  readonly complaintsValue: string;
  readonly reference: string;
  readonly footer: (page: number, pages: number) => string;
}

const en: SecciTexts = {
  title: 'Standard European Consumer Credit Information',
  author: 'Bank',
  intro:
    'This information is given to you before you choose the loan, so that you can compare offers (Directive 2008/48/EC, Annex II). The figures are those of the offer you chose on the screen.',
  s1: '1. Identity and contact details of the creditor',
  creditor: 'Creditor',
  address: 'Address',
  s2: '2. Description of the main features of the credit product',
  type: 'Type of credit',
  typeValue: 'Personal consumer loan repaid in equal monthly instalments (annuity)',
  totalCredit: 'Total amount of credit',
  drawdown: 'Conditions governing the drawdown',
  drawdownValue:
    'The whole amount is paid into your account at the bank once the credit agreement is signed; the approval fee is deducted at drawdown.',
  duration: 'Duration of the credit agreement',
  durationValue: (years, months, total) => `${total} months (${years} years ${months} months)`,
  instalments: 'Instalments and their order',
  instalmentsValue: (count, instalment, last) =>
    `${count} monthly instalments of ${instalment}, the last one ${last}. Each instalment pays the interest due first, then the principal.`,
  totalPayable: 'Total amount you will have to pay',
  totalPayableNote:
    'The amount of credit plus interest, fees and, if chosen, the insurance premiums.',
  s3: '3. Costs of the credit',
  borrowingRate: 'Borrowing rate',
  borrowingRateValue: (rate) => `${rate} a year, fixed for the whole duration`,
  apr: 'Annual percentage rate of charge (APR)',
  representative: (amount, months, rate, fees, apr, total) =>
    `Representative example: for a credit of ${amount} over ${months} months at a fixed borrowing rate of ${rate} with fees of ${fees}, the APR is ${apr} and the total amount payable is ${total}. The APR is the total cost of the credit expressed as an annual percentage of the total amount of credit; it helps you compare offers.`,
  fees: 'Fees',
  feesValue: (fees) => `Approval fee ${fees}, paid once at drawdown. No account-keeping fees.`,
  insurance: 'Payment protection insurance (optional)',
  insuranceChosen: (premium) =>
    `Chosen: ${premium} a month, paid with each instalment. It is not a condition of the credit, so it is not included in the APR.`,
  insuranceNotChosen: 'Not chosen.',
  totalInterest: 'Total interest',
  latePayment: 'Costs in the case of late payments',
  latePaymentValue:
    'Statutory default interest on the amount overdue; missing payments may make the whole credit due and make it harder to obtain credit in future.',
  s4: '4. Other important legal aspects',
  withdrawal: 'Right of withdrawal',
  withdrawalValue:
    'You may withdraw from the credit agreement within 14 calendar days of its conclusion without giving a reason; you then repay the amount drawn with the interest for the days you had it.',
  earlyRepayment: 'Early repayment',
  earlyRepaymentValue:
    'You may repay the credit early, fully or in part, at any time. The bank may ask fair compensation of at most 1 % of the amount repaid early (0.5 % when less than a year remains), never more than the interest you would have paid.',
  database: 'Consultation of a database',
  databaseValue:
    'If the credit is refused on the basis of a database consultation, the bank tells you at once and free of charge which database it consulted.',
  draft: 'Right to a draft credit agreement',
  draftValue:
    'You have the right, on request, to obtain a copy of the draft credit agreement free of charge.',
  validity: 'Period during which the creditor is bound by this information',
  validityValue: (date) => `Until ${date}.`,
  s5: '5. Additional information in the case of distance marketing of financial services',
  supervisor: 'Supervisory authority',
  supervisorValue: 'Banka Slovenije, Slovenska cesta 35, 1505 Ljubljana',
  law: 'Law applicable to the credit agreement',
  lawValue: (country) => `The law of ${country}; the courts of ${country} have jurisdiction.`,
  language: 'Language',
  languageValue:
    'This information and the credit agreement are given in the language you use the portal in.',
  complaints: 'Out-of-court complaint and redress',
  complaintsValue:
    "You may complain to the bank's complaints office; if the answer does not satisfy you, to the out-of-court dispute resolution body for banking disputes.",
  reference: 'Reference',
  footer: (page, pages) => `Page ${page} of ${pages}`,
};

const sl: SecciTexts = {
  title: 'Standardizirane evropske informacije o potrošniškem kreditu',
  author: 'Banka',
  intro:
    'Te informacije prejmete, preden izberete kredit, da lahko primerjate ponudbe (Direktiva 2008/48/ES, Priloga II). Zneski so tisti iz ponudbe, ki ste jo izbrali na zaslonu.',
  s1: '1. Podatki o identiteti in kontaktni podatki dajalca kredita',
  creditor: 'Dajalec kredita',
  address: 'Naslov',
  s2: '2. Opis glavnih značilnosti kreditnega produkta',
  type: 'Vrsta kredita',
  typeValue: 'Osebni potrošniški kredit, ki se odplačuje v enakih mesečnih obrokih (anuitetah)',
  totalCredit: 'Skupni znesek kredita',
  drawdown: 'Pogoji črpanja',
  drawdownValue:
    'Celoten znesek se nakaže na vaš račun pri banki po podpisu kreditne pogodbe; nadomestilo za odobritev se odtegne ob črpanju.',
  duration: 'Trajanje kreditne pogodbe',
  durationValue: (years, months, total) => `${total} mesecev (${years} let ${months} mesecev)`,
  instalments: 'Obroki in vrstni red plačil',
  instalmentsValue: (count, instalment, last) =>
    `${count} mesečnih obrokov po ${instalment}, zadnji ${last}. Vsak obrok najprej poplača zapadle obresti, nato glavnico.`,
  totalPayable: 'Skupni znesek, ki ga boste morali plačati',
  totalPayableNote:
    'Znesek kredita skupaj z obrestmi, nadomestili in, če ste jo izbrali, premijami zavarovanja.',
  s3: '3. Stroški kredita',
  borrowingRate: 'Obrestna mera',
  borrowingRateValue: (rate) => `${rate} letno, fiksna za celotno obdobje`,
  apr: 'Efektivna obrestna mera (EOM)',
  representative: (amount, months, rate, fees, apr, total) =>
    `Reprezentativni primer: za kredit v znesku ${amount} za ${months} mesecev po fiksni obrestni meri ${rate} in s stroški ${fees} znaša EOM ${apr}, skupni znesek za plačilo pa ${total}. EOM je skupni strošek kredita, izražen kot letni odstotek skupnega zneska kredita; pomaga vam primerjati ponudbe.`,
  fees: 'Nadomestila',
  feesValue: (fees) =>
    `Nadomestilo za odobritev ${fees}, plačano enkrat ob črpanju. Brez stroškov vodenja.`,
  insurance: 'Zavarovanje odplačila kredita (neobvezno)',
  insuranceChosen: (premium) =>
    `Izbrano: ${premium} na mesec, plačano z vsakim obrokom. Ni pogoj za kredit, zato ni vključeno v EOM.`,
  insuranceNotChosen: 'Ni izbrano.',
  totalInterest: 'Skupne obresti',
  latePayment: 'Stroški v primeru zamude s plačili',
  latePaymentValue:
    'Zakonske zamudne obresti od zapadlega zneska; neplačevanje lahko povzroči zapadlost celotnega kredita in otežuje pridobitev kredita v prihodnje.',
  s4: '4. Drugi pomembni pravni vidiki',
  withdrawal: 'Pravica do odstopa',
  withdrawalValue:
    'Od kreditne pogodbe lahko odstopite v 14 koledarskih dneh od njene sklenitve brez navedbe razloga; vrnete načrpani znesek z obrestmi za dneve, ko ste ga imeli.',
  earlyRepayment: 'Predčasno odplačilo',
  earlyRepaymentValue:
    'Kredit lahko kadar koli predčasno odplačate v celoti ali delno. Banka lahko zahteva pošteno nadomestilo v višini največ 1 % predčasno odplačanega zneska (0,5 %, če je do konca manj kot leto), nikoli več od obresti, ki bi jih plačali.',
  database: 'Vpogled v podatkovno zbirko',
  databaseValue:
    'Če je kredit zavrnjen na podlagi vpogleda v podatkovno zbirko, vas banka o tem takoj in brezplačno obvesti ter navede zbirko.',
  draft: 'Pravica do osnutka kreditne pogodbe',
  draftValue: 'Na zahtevo imate pravico brezplačno prejeti izvod osnutka kreditne pogodbe.',
  validity: 'Obdobje, v katerem te informacije zavezujejo dajalca kredita',
  validityValue: (date) => `Do ${date}.`,
  s5: '5. Dodatne informacije pri trženju finančnih storitev na daljavo',
  supervisor: 'Nadzorni organ',
  supervisorValue: 'Banka Slovenije, Slovenska cesta 35, 1505 Ljubljana',
  law: 'Pravo, ki se uporablja za kreditno pogodbo',
  lawValue: (country) => `Pravo države ${country}; pristojna so sodišča države ${country}.`,
  language: 'Jezik',
  languageValue: 'Te informacije in kreditna pogodba so v jeziku, v katerem uporabljate portal.',
  complaints: 'Izvensodno reševanje pritožb',
  complaintsValue:
    'Pritožbo lahko vložite pri pritožbeni službi banke; če z odgovorom niste zadovoljni, pri organu za izvensodno reševanje bančnih sporov.',
  reference: 'Sklic',
  footer: (page, pages) => `Stran ${page} od ${pages}`,
};

const sq: SecciTexts = {
  title: 'Informacion standard evropian për kredinë konsumatore',
  author: 'Banka',
  intro:
    'Ky informacion ju jepet para se të zgjidhni kredinë, që të mund të krahasoni ofertat (Direktiva 2008/48/KE, Shtojca II). Shifrat janë ato të ofertës që zgjodhët në ekran.',
  s1: '1. Identiteti dhe të dhënat e kontaktit të kredidhënësit',
  creditor: 'Kredidhënësi',
  address: 'Adresa',
  s2: '2. Përshkrimi i tipareve kryesore të produktit të kredisë',
  type: 'Lloji i kredisë',
  typeValue: 'Kredi personale konsumatore që shlyhet me këste mujore të barabarta (anuitet)',
  totalCredit: 'Shuma totale e kredisë',
  drawdown: 'Kushtet e tërheqjes',
  drawdownValue:
    'E gjithë shuma kalon në llogarinë tuaj në bankë pasi të nënshkruhet marrëveshja e kredisë; tarifa e miratimit zbritet në tërheqje.',
  duration: 'Kohëzgjatja e marrëveshjes së kredisë',
  durationValue: (years, months, total) => `${total} muaj (${years} vjet ${months} muaj)`,
  instalments: 'Këstet dhe radha e pagesave',
  instalmentsValue: (count, instalment, last) =>
    `${count} këste mujore nga ${instalment}, i fundit ${last}. Çdo këst paguan së pari interesin e maturuar, pastaj principalin.`,
  totalPayable: 'Shuma totale që do të duhet të paguani',
  totalPayableNote:
    'Shuma e kredisë bashkë me interesin, tarifat dhe, nëse e keni zgjedhur, primet e sigurimit.',
  s3: '3. Kostot e kredisë',
  borrowingRate: 'Norma e interesit',
  borrowingRateValue: (rate) => `${rate} në vit, fikse për gjithë kohëzgjatjen`,
  apr: 'Norma efektive vjetore e kostos (NEVK)',
  representative: (amount, months, rate, fees, apr, total) =>
    `Shembull përfaqësues: për një kredi prej ${amount} për ${months} muaj me normë fikse interesi ${rate} dhe tarifa ${fees}, NEVK është ${apr} dhe shuma totale për t'u paguar është ${total}. NEVK është kostoja totale e kredisë e shprehur si përqindje vjetore e shumës totale të kredisë; ju ndihmon të krahasoni ofertat.`,
  fees: 'Tarifat',
  feesValue: (fees) =>
    `Tarifa e miratimit ${fees}, paguhet një herë në tërheqje. Pa tarifa mirëmbajtjeje.`,
  insurance: 'Sigurimi i shlyerjes së kredisë (me zgjedhje)',
  insuranceChosen: (premium) =>
    `I zgjedhur: ${premium} në muaj, paguhet me çdo këst. Nuk është kusht i kredisë, prandaj nuk përfshihet në NEVK.`,
  insuranceNotChosen: 'I pazgjedhur.',
  totalInterest: 'Interesi total',
  latePayment: 'Kostot në rast vonese të pagesave',
  latePaymentValue:
    'Interesi ligjor i vonesës mbi shumën e papaguar; mospagesa mund ta bëjë të gjithë kredinë të kërkueshme dhe ta vështirësojë marrjen e kredisë në të ardhmen.',
  s4: '4. Aspekte të tjera të rëndësishme ligjore',
  withdrawal: 'E drejta e tërheqjes',
  withdrawalValue:
    'Mund të tërhiqeni nga marrëveshja e kredisë brenda 14 ditëve kalendarike nga lidhja e saj pa dhënë arsye; kthehet shuma e tërhequr me interesin për ditët që e keni pasur.',
  earlyRepayment: 'Shlyerja e parakohshme',
  earlyRepaymentValue:
    'Mund ta shlyeni kredinë para kohe, plotësisht ose pjesërisht, në çdo kohë. Banka mund të kërkojë kompensim të drejtë deri në 1 % të shumës së shlyer para kohe (0,5 % kur mbetet më pak se një vit), asnjëherë më shumë se interesi që do të kishit paguar.',
  database: 'Konsultimi i një baze të dhënash',
  databaseValue:
    'Nëse kredia refuzohet në bazë të konsultimit të një baze të dhënash, banka ju njofton menjëherë dhe pa pagesë se cilën bazë konsultoi.',
  draft: 'E drejta për një draft të marrëveshjes së kredisë',
  draftValue:
    'Keni të drejtë të merrni me kërkesë, pa pagesë, një kopje të draftit të marrëveshjes së kredisë.',
  validity: 'Periudha gjatë së cilës kredidhënësi detyrohet nga ky informacion',
  validityValue: (date) => `Deri më ${date}.`,
  s5: '5. Informacion shtesë në rastin e tregtimit në distancë të shërbimeve financiare',
  supervisor: 'Autoriteti mbikëqyrës',
  supervisorValue: 'Banka Slovenije, Slovenska cesta 35, 1505 Ljubljana',
  law: 'Ligji i zbatueshëm për marrëveshjen e kredisë',
  lawValue: (country) =>
    `Ligji i shtetit ${country}; juridiksion kanë gjykatat e shtetit ${country}.`,
  language: 'Gjuha',
  languageValue:
    'Ky informacion dhe marrëveshja e kredisë jepen në gjuhën në të cilën përdorni portalin.',
  complaints: 'Ankesat dhe zgjidhja jashtëgjyqësore',
  complaintsValue:
    'Mund të ankoheni te zyra e ankesave e bankës; nëse përgjigjja nuk ju kënaq, tek organi i zgjidhjes jashtëgjyqësore të mosmarrëveshjeve bankare.',
  reference: 'Referenca',
  footer: (page, pages) => `Faqja ${page} nga ${pages}`,
};

const TEXTS: Readonly<Record<Language, SecciTexts>> = { en, sl, sq };
/** The central bank that supervises the creditor, by the bank's country (section 5). */
const SUPERVISORS: Readonly<Record<string, string>> = {
  SI: 'Banka Slovenije, Slovenska cesta 35, 1505 Ljubljana',
  AL: 'Banka e Shqipërisë, Sheshi Skënderbej 1, Tiranë',
};
const LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', sl: 'sl-SI', sq: 'sq-AL' };

/** dd.mm.yyyy of a calendar day. */
function dotted(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day ?? ''}.${month ?? ''}.${year ?? ''}`;
}

/**
 * The SECCI of Directive 2008/48/EC Annex II (sections 1–5) for one offer, in the applicant's
 * language, with the figures `buildLoanOffer` computed (decision 145: every document prints the
 * same numbers).
 */
export function secciContent(inputs: SecciInputs): PdfContent {
  const t = TEXTS[inputs.language];
  const locale = LOCALES[inputs.language];
  const { offer } = inputs;
  const money = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: offer.currency }).format(
      cents / 100,
    );
  const percent = (value: number, digits: number) =>
    `${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)} %`;
  const rate = percent(offer.nominalRatePercent, 2);
  const apr = percent(offer.aprPercent, 1);
  const validUntil = new Date(inputs.issuedAt.getTime() + SECCI_VALID_DAYS * 86_400_000);
  const field = (label: string, value: string): PdfBlock => ({ type: 'field', label, value });
  const blocks: PdfBlock[] = [
    { type: 'paragraph', text: t.intro },
    { type: 'heading', text: t.s1 },
    field(t.creditor, inputs.creditor.name),
    field(t.address, `${inputs.creditor.street}, ${inputs.creditor.city}`),
    { type: 'heading', text: t.s2 },
    field(t.type, t.typeValue),
    field(t.totalCredit, money(offer.amountCents)),
    field(t.drawdown, t.drawdownValue),
    field(t.duration, t.durationValue(offer.tenor.years, offer.tenor.months, offer.tenorMonths)),
    field(
      t.instalments,
      t.instalmentsValue(
        offer.tenorMonths,
        money(offer.monthlyPaymentCents),
        money(offer.lastInstalmentCents + offer.insurancePremiumCents),
      ),
    ),
    field(t.totalPayable, `${money(offer.totalToRepayCents)} — ${t.totalPayableNote}`),
    { type: 'heading', text: t.s3 },
    field(t.borrowingRate, t.borrowingRateValue(rate)),
    field(t.apr, apr),
    {
      type: 'paragraph',
      text: t.representative(
        money(offer.amountCents),
        offer.tenorMonths,
        rate,
        money(offer.feesCents),
        apr,
        money(offer.totalToRepayCents),
      ),
    },
    field(t.totalInterest, money(offer.totalInterestCents)),
    field(t.fees, t.feesValue(money(offer.feesCents))),
    field(
      t.insurance,
      offer.insurance
        ? t.insuranceChosen(money(offer.insurancePremiumCents))
        : t.insuranceNotChosen,
    ),
    field(t.latePayment, t.latePaymentValue),
    { type: 'heading', text: t.s4 },
    field(t.withdrawal, t.withdrawalValue),
    field(t.earlyRepayment, t.earlyRepaymentValue),
    field(t.database, t.databaseValue),
    field(t.draft, t.draftValue),
    field(t.validity, t.validityValue(dotted(localTimeIn(validUntil, inputs.timeZone).date))),
    { type: 'heading', text: t.s5 },
    field(t.supervisor, SUPERVISORS[inputs.country] ?? t.supervisorValue),
    field(t.law, t.lawValue(inputs.country)),
    field(t.language, t.languageValue),
    field(t.complaints, t.complaintsValue),
    field(t.reference, inputs.secciId),
  ];
  return {
    title: t.title,
    language: inputs.language,
    author: inputs.creditor.name || t.author,
    createdAt: inputs.issuedAt,
    blocks,
    footer: t.footer,
  };
}
