import type { CatalogOf } from '../../translator';
import type en from './en';

/** Standardizirane evropske informacije o potrošniškem kreditu (odločitev 229). */
const secci: CatalogOf<typeof en> = {
  title: 'Standardizirane evropske informacije o potrošniškem kreditu',
  intro:
    'Te informacije prejmete, preden izberete kredit, da lahko primerjate ponudbe (Direktiva (EU) 2023/2225, Priloga I). Zneski so tisti iz ponudbe, ki ste jo izbrali na zaslonu.',
  footer: 'Stran {{page}} od {{pages}}',
  reference: 'Sklic',
  months_one: '{{count}} mesec',
  months_two: '{{count}} meseca',
  months_few: '{{count}} meseci',
  months_other: '{{count}} mesecev',
  keyInfo: {
    heading: 'Ključne informacije (I. del)',
    creditor: 'Dajalec kredita',
    totalCredit: 'Skupni znesek kredita',
    totalCreditNote: 'To je skupni znesek, ki vam je dan na voljo na podlagi kreditne pogodbe.',
    duration: 'Trajanje kreditne pogodbe',
    borrowingRate: 'Obrestna mera',
    borrowingRateValue: '{{rate}} letno, fiksna za celotno obdobje',
    apr: 'Efektivna obrestna mera (EOM)',
    aprNote:
      'To so skupni stroški, izraženi kot letni odstotek skupnega zneska kredita. EOM vam pomaga primerjati različne ponudbe.',
    totalPayable: 'Skupni znesek, ki ga boste morali plačati',
    totalPayableNote:
      'To je znesek izposojene glavnice skupaj z obrestmi in morebitnimi stroški, povezanimi s kreditom.',
    latePayment: 'Stroški v primeru zamude s plačili',
  },
  partTwo: 'Standardne informacije (II. del)',
  creditor: {
    heading: '1. Podatki o identiteti in kontaktni podatki dajalca kredita',
    creditor: 'Dajalec kredita',
    address: 'Naslov, ki ga uporablja potrošnik',
    phone: 'Telefonska številka',
    email: 'Elektronski naslov',
    web: 'Spletni naslov',
    register: 'Register in matična številka',
    registerValue: '{{register}}, matična številka {{number}}',
    vat: 'Identifikacijska številka za DDV',
    intermediary: 'Kreditni posrednik',
    intermediaryValue: 'Ni ga: kredit ponuja dajalec kredita sam.',
  },
  features: {
    heading: '2. Opis glavnih značilnosti kreditnega produkta',
    type: 'Vrsta kredita',
    typeValue: 'Osebni potrošniški kredit, ki se odplačuje v enakih mesečnih obrokih (anuitetah)',
    totalCredit: 'Skupni znesek kredita',
    drawdown: 'Pogoji črpanja',
    drawdownValue:
      'Celoten znesek se po podpisu kreditne pogodbe v enkratnem znesku nakaže na račun na vaše ime, ki ga navedete za izplačilo; nadomestilo za odobritev se odtegne ob črpanju.',
    duration: 'Trajanje kreditne pogodbe',
    instalments: 'Obroki in vrstni red poplačila',
    instalmentsValue:
      'Število mesečnih obrokov: {{count}}, vsak po {{instalment}}, zadnji {{last}}. Vsak obrok najprej poplača zapadle obresti, nato glavnico.',
    totalPayable: 'Skupni znesek, ki ga boste morali plačati',
    totalPayableValue:
      '{{total}}: znesek kredita skupaj z obrestmi, nadomestili in, če ste jo izbrali, premijami zavarovanja.',
    security: 'Zahtevano zavarovanje',
    securityValue: 'Zavarovanje ni zahtevano.',
  },
  costs: {
    heading: '3. Stroški kredita',
    borrowingRate: 'Obrestna mera',
    apr: 'Efektivna obrestna mera (EOM)',
    representative:
      'Reprezentativni primer: za kredit v znesku {{amount}} za {{months}} mesecev po fiksni obrestni meri {{rate}} in s stroški {{fees}} znaša EOM {{apr}}, skupni znesek za plačilo pa {{total}}.',
    ancillary: 'Obvezno zavarovanje ali druga pomožna storitev',
    ancillaryValue: 'Za pridobitev kredita ni zahtevana nobena.',
    insurance: 'Zavarovanje odplačila kredita (neobvezno)',
    insuranceChosen:
      'Izbrano: {{premium}} na mesec, plačano z vsakim obrokom. Ni pogoj za kredit, zato ni vključeno v EOM.',
    insuranceNotChosen: 'Ni izbrano.',
    fees: 'Povezani stroški',
    feesValue:
      'Nadomestilo za odobritev {{fees}}, plačano enkrat ob črpanju. Brez stroškov vodenja.',
    totalInterest: 'Skupne obresti',
    latePayment: 'Stroški v primeru zamude s plačili',
    latePaymentValue:
      'Zakonske zamudne obresti od zapadlega zneska; neplačevanje lahko povzroči zapadlost celotnega kredita in otežuje pridobitev kredita v prihodnje.',
  },
  legal: {
    heading: '4. Drugi pomembni pravni vidiki',
    withdrawal: 'Pravica do odstopa',
    withdrawalValue:
      'Od kreditne pogodbe lahko odstopite v 14 koledarskih dneh od njene sklenitve brez navedbe razloga; vrnete načrpani znesek z obrestmi za dneve, ko ste ga imeli.',
    earlyRepayment: 'Predčasno odplačilo',
    earlyRepaymentValue:
      'Kredit lahko kadar koli predčasno odplačate v celoti ali delno. Dajalec kredita lahko zahteva pošteno nadomestilo v višini največ 1 % predčasno odplačanega zneska (0,5 %, če je do konca manj kot leto), nikoli več od obresti, ki bi jih plačali.',
    database: 'Vpogled v podatkovno zbirko',
    databaseValue:
      'Če je kredit zavrnjen na podlagi vpogleda v podatkovno zbirko, vas dajalec kredita o tem takoj in brezplačno obvesti ter navede zbirko.',
    draft: 'Pravica do osnutka kreditne pogodbe',
    draftValue: 'Na zahtevo imate pravico brezplačno prejeti izvod osnutka kreditne pogodbe.',
    validity: 'Obdobje, v katerem te informacije zavezujejo dajalca kredita',
    validityValue: 'Do {{date}}.',
  },
  distance: {
    heading: '5. Dodatne informacije pri trženju finančnih storitev na daljavo',
    registration: 'Vpis v register',
    supervisor: 'Nadzorni organ',
    preContractLaw: 'Pravo, ki se uporablja pred sklenitvijo kreditne pogodbe',
    preContractLawValue: 'Pravo {{country}}.',
    law: 'Pravo, ki se uporablja za kreditno pogodbo, in pristojno sodišče',
    lawValue: 'Pravo {{country}}; pristojna so sodišča {{country}}.',
    language: 'Jezik',
    languageValue: 'Te informacije in kreditna pogodba so v jeziku, v katerem uporabljate portal.',
    complaints: 'Izvensodno reševanje pritožb',
    complaintsValue:
      'Pritožbo lahko vložite pri pritožbeni službi dajalca kredita; če z odgovorom niste zadovoljni, pri organu za izvensodno reševanje bančnih sporov.',
    countries: {
      SI: 'Republike Slovenije',
      AL: 'Republike Albanije',
    },
  },
};

export default secci;
