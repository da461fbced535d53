import type { CatalogOf } from '../../translator';
import type en from './en';

const signing: CatalogOf<typeof en> = {
  certificate: {
    title: 'Vaše potrdilo za elektronski podpis',
    lead: 'Da lahko pogodbe podpišete na spletu, vam izdamo osebno potrdilo za podpisovanje. Preverite, ali so spodnji podatki vaši: zapisani bodo v potrdilu.',
    identityLabel: 'Podatki v potrdilu',
    givenName: 'Ime',
    surname: 'Priimek',
    birthDate: 'Datum rojstva',
    documentNumber: 'Številka osebnega dokumenta',
    mobile: 'Mobilni telefon za kodo',
    country: 'Država',
    notGiven: 'Ni podano',
    confirm: 'Potrjujem, da so podatki pravilni, in prosim za potrdilo za podpisovanje.',
    sendCode: 'Pošljite mi kodo',
    codeLead: 'Na {{mobile}} smo poslali 6-mestno kodo. Vnesite jo, da vam izdamo potrdilo.',
    issue: 'Izdajte mi potrdilo',
    issuedTitle: 'Vaše potrdilo je izdano',
    issuedText: 'Velja do {{date}}. Zdaj lahko podpišete pogodbe.',
    continue: 'Naprej na pogodbe',
    loading: 'Nalagamo vaše podatke …',
    failed: 'Vaših podatkov ni bilo mogoče naložiti.',
    retry: 'Poskusi znova',
    wrongData: 'Če kaj ni prav, nas pokličite, preden nadaljujete: {{phone}}.',
  },
  contracts: {
    title: 'Podpišite pogodbe',
    lead: 'Odprite in preberite vsak dokument. Ko odprete vse, vam po SMS pošljemo kodo za podpis.',
    listLabel: 'Dokumenti za podpis',
    kinds: {
      PRODUCT_CONTRACT: 'Pogodba o produktu',
      GENERAL_TERMS: 'Splošni pogoji',
      CREDIT_AGREEMENT: 'Pogodba o potrošniškem kreditu',
    },
    open: 'Odpri',
    openLabel: 'Odpri {{name}} (PDF, {{size}} kB, odpre se v novem zavihku)',
    opened: 'Odprto',
    notOpened: 'Še ni odprto',
    size: 'PDF, {{size}} kB',
    amountsLabel: 'Zneski, ki jih podpisujete',
    amounts: {
      PACKAGE_FEE_INTRODUCTORY: 'Mesečno nadomestilo, prvih 12 mesecev',
      PACKAGE_FEE_AFTERWARDS: 'Mesečno nadomestilo nato',
      LOAN_AMOUNT: 'Znesek kredita',
      LOAN_TENOR: 'Doba odplačevanja',
      NOMINAL_RATE: 'Nominalna obrestna mera',
      APR: 'Efektivna obrestna mera (EOM)',
      MONTHLY_INSTALMENT: 'Mesečni obrok',
      TOTAL_TO_REPAY: 'Skupni znesek za plačilo',
      LOAN_FEES: 'Stroški',
    },
    months_one: '{{count}} mesec',
    months_two: '{{count}} meseca',
    months_few: '{{count}} meseci',
    months_other: '{{count}} mesecev',
    openAllFirst: 'Najprej odprite vse dokumente, nato zahtevajte kodo.',
    sendCode: 'Pošljite mi kodo za podpis',
    codeLead: 'Po SMS smo poslali 6-mestno kodo. Velja 5 minut in samo za zgornje dokumente.',
    sign: 'Podpiši dokumente',
    signing: 'Podpisujemo …',
    fingerprint: 'Prstni odtis tega, kar podpisujete: {{value}}',
    signedTitle: 'Vaše pogodbe so podpisane',
    signedText:
      'Shranite si kopijo: vsak podpisani PDF nosi vaš elektronski podpis, ki ga lahko preveri vsak bralnik PDF.',
    downloadSigned: 'Prenesi podpisano: {{name}}',
    continue: 'Naprej',
    loading: 'Pripravljamo vaše dokumente …',
    notReady: 'Vaše dokumente še pripravljamo. Poskusite znova čez trenutek.',
    failed: 'Vaših dokumentov ni bilo mogoče naložiti.',
    retry: 'Poskusi znova',
    changed: 'Dokumenti so se spremenili. Znova jih odprite in zahtevajte novo kodo.',
  },
  code: {
    label: 'Koda iz SMS',
    hint: '6 številk',
    resend: 'Pošlji novo kodo',
    resendIn: 'Novo kodo lahko zahtevate čez {{seconds}} s.',
    errors: {
      SEC_BUS_LOG_OTP_WOT: 'Koda ni pravilna. Preverite SMS in poskusite znova.',
      SEC_BUS_LOG_OTP_MOT: 'Preveč napačnih kod. Za nadaljevanje zahtevajte novo kodo.',
      SIGNING_CODE_EXPIRED: 'Koda je potekla. Zahtevajte novo kodo.',
      SIGNING_CODE_MISSING: 'Najprej zahtevajte kodo.',
      SIGNING_CODE_MISMATCH: 'Ta koda je bila poslana za druge dokumente. Zahtevajte novo kodo.',
      SIGNING_CODE_TOO_SOON: 'Pred novo kodo počakajte minuto.',
      DOCUMENTS_NOT_OPENED: 'Pred podpisom odprite vse dokumente.',
      CERTIFICATE_DATA_MISSING: 'Nimamo vaše številke mobilnega telefona. Pokličite nas.',
    },
  },
  validation: {
    code: 'Vnesite 6 številk iz SMS.',
    confirmIdentity: 'Potrdite, da so podatki pravilni.',
  },
  sms: {
    CERTIFICATE: 'Vaša koda za izdajo potrdila za podpisovanje: {{code}}. Velja 5 minut.',
    CONTRACTS: 'Vaša koda za podpis prikazanih pogodb: {{code}}. Velja 5 minut.',
  },
  signature: {
    reason: 'Pogodbo je podpisala stranka',
    location: 'Spletno odpiranje računa',
  },
  pdf: {
    author: 'Banka – spletno odpiranje računa',
    footer: '{{title}} – sklic {{reference}} – stran {{page}} od {{pages}}',
    empty: '—',
    yes: 'Da',
    no: 'Ne',
    noPackage: 'Brez paketa',
    ibanAtOpening: 'Dodeljena ob odprtju',
    reference: 'Sklic',
    preparedOn: 'Pripravljeno dne',
    partiesHeading: 'Pogodbeni stranki',
    bankParty:
      'Banka d.d., s sedežem na Trgu republike 1, 1000 Ljubljana, vpisana v sodni register, pod nadzorom centralne banke (banka), in spodaj navedena stranka (stranka).',
    customer: {
      name: 'Stranka',
      birthDate: 'Datum rojstva',
      address: 'Naslov',
      document: 'Osebni dokument',
      email: 'E-pošta',
    },
    countries: {
      SI: 'Republike Slovenije',
      AL: 'Republike Albanije',
    },
    signatureHeading: 'Podpis',
    signatureText:
      'Stranka ta dokument podpiše z naprednim elektronskim podpisom na podlagi osebnega potrdila, ki ji je bilo izdano, potem ko ga potrdi z enkratno kodo, poslano na njen mobilni telefon. Podpisani dokument ima enak pravni učinek kot lastnoročno podpisan (Uredba (EU) št. 910/2014, eIDAS).',
    contract: {
      title: 'Pogodba za {{product}}',
      objectHeading: 'Predmet pogodbe',
      product: 'Produkt',
      package: 'Paket',
      iban: 'Številka računa (IBAN)',
      fee: 'Mesečno nadomestilo',
      feeFromTariff: 'Po tarifi banke',
      feeIntroductory: 'Mesečno nadomestilo, prvih {{months}} mesecev',
      feeAfterwards: 'Mesečno nadomestilo nato',
      sections: {
        object: {
          heading: '1. Predmet pogodbe',
          text: 'Banka stranki odpre in vodi {{product}} s paketom {{package}}, račun {{iban}}, ter ji zagotavlja storitve, opisane v splošnih pogojih, ki so del te pogodbe.',
        },
        fees: {
          heading: '2. Nadomestila',
          text: 'Banka zaračunava zgoraj navedena nadomestila, za druge storitve pa nadomestila po tarifi, objavljeni v poslovalnicah in na spletni strani. O vsaki spremembi stranko obvesti vsaj dva meseca vnaprej.',
        },
        rights: {
          heading: '3. Pravice stranke',
          text: 'Stranka lahko kadar koli zahteva izvod te pogodbe in splošnih pogojev, enkrat letno brezplačno pridobi pregled nadomestil, prenese račun k drugi banki in po šestih mesecih račun brezplačno zapre.',
        },
        withdrawal: {
          heading: '4. Pravica do odstopa',
          text: 'Stranka lahko od te pogodbe odstopi v 14 dneh od podpisa, brez navedbe razloga in brez stroškov, s pisnim obvestilom banki po pošti, e-pošti ali v poslovalnici. Storitve, uporabljene do odstopa, se zaračunajo po tarifi.',
        },
        complaints: {
          heading: '5. Pritožbe',
          text: 'Stranka lahko vloži pritožbo v vsaki poslovalnici, po pošti ali e-pošti. Banka pisno odgovori v 15 delovnih dneh. Če stranka ni zadovoljna, se lahko obrne na organ za izvensodno reševanje sporov, naveden na spletni strani banke, ali na nadzorni organ.',
        },
        law: {
          heading: '6. Pravo in pristojnost',
          text: 'Za to pogodbo se uporablja pravo {{country}}. Spore rešuje pristojno sodišče po prebivališču stranke ali po sedežu banke.',
        },
      },
    },
    terms: {
      title: 'Splošni pogoji za {{product}}',
      intro:
        'Ti splošni pogoji veljajo za {{product}} in so del pogodbe, ki jo stranka podpiše z banko.',
      sections: {
        scope: {
          heading: '1. Področje uporabe',
          text: 'Pogoji določajo pravice in obveznosti banke in stranke pri odprtju, vodenju in zaprtju produkta {{product}} ter z njim povezanih storitev.',
        },
        opening: {
          heading: '2. Odprtje',
          text: 'Banka odpre produkt, ko je identiteta stranke preverjena in pogodba podpisana. Račun postane aktiven v 24 urah; debetno kartico pošljemo v dveh tednih.',
        },
        payments: {
          heading: '3. Plačila',
          text: 'Banka izvršuje plačilne naloge do višine stanja in morebitne dogovorjene prekoračitve, v rokih svojega terminskega plana. Stranka pregleduje izpiske in neodobrena plačila prijavi brez odlašanja, najpozneje v 13 mesecih.',
        },
        fees: {
          heading: '4. Nadomestila in obresti',
          text: 'Nadomestila in obresti so določeni s pogodbo in tarifo banke. Banka jih bremeni v breme računa in prikaže na izpisku.',
        },
        communication: {
          heading: '5. Sporazumevanje',
          text: 'Banka s stranko komunicira v jeziku pogodbe, prek spletne banke, e-pošte ali pošte. Stranka skrbi, da so njeni kontaktni podatki ažurni.',
        },
        dataProtection: {
          heading: '6. Osebni podatki',
          text: 'Banka obdeluje osebne podatke stranke za izvajanje pogodbe in izpolnjevanje zakonskih obveznosti, v skladu z Uredbo (EU) 2016/679 (GDPR). Podrobnosti so v obvestilu banke o varstvu osebnih podatkov.',
        },
        liability: {
          heading: '7. Varnost in odgovornost',
          text: 'Stranka varuje svoje prijavne podatke in kode. Do prijave izgube ali zlorabe nosi izgube zaradi neodobrenih plačil do 50 EUR, razen če je ravnala goljufivo ali iz hude malomarnosti.',
        },
        changes: {
          heading: '8. Spremembe',
          text: 'Banka spremembe pogojev predlaga vsaj dva meseca pred uveljavitvijo. Če stranka ne ugovarja, se šteje, da jih sprejema; če ugovarja, lahko račun brezplačno zapre.',
        },
        ending: {
          heading: '9. Prenehanje pogodbe',
          text: 'Stranka lahko pogodbo kadar koli odpove z enomesečnim odpovednim rokom, banka z dvomesečnim, ob hujši kršitvi pa takoj.',
        },
        complaints: {
          heading: '10. Pritožbe',
          text: 'Pritožbe obravnavamo, kot določa pogodba: pisni odgovor v 15 delovnih dneh, nato izvensodno reševanje sporov ali nadzorni organ.',
        },
        law: {
          heading: '11. Pravo',
          text: 'Za te pogoje se uporablja pravo {{country}}.',
        },
      },
    },
    credit: {
      title: 'Pogodba o potrošniškem kreditu',
      figuresHeading: 'Ključni podatki kredita',
      amount: 'Znesek kredita',
      tenor: 'Doba odplačevanja',
      months_one: '{{count}} mesec',
      months_two: '{{count}} meseca',
      months_few: '{{count}} meseci',
      months_other: '{{count}} mesecev',
      nominalRate: 'Nominalna obrestna mera (fiksna, letna)',
      apr: 'Efektivna obrestna mera (EOM)',
      instalment: 'Mesečni obrok',
      fees: 'Stroški',
      total: 'Skupni znesek za plačilo',
      insurance: 'Zavarovanje odplačila',
      account: 'Račun za odplačevanje (IBAN)',
      sections: {
        purpose: {
          heading: '1. Predmet',
          text: 'Banka stranki posodi {{amount}}, stranka pa ga vrne v {{months}} mesečnih obrokih po {{instalment}}, skupaj z obrestmi in stroški, kot je navedeno zgoraj.',
        },
        disbursement: {
          heading: '2. Izplačilo',
          text: 'Banka kredit nakaže na račun {{iban}} v dveh delovnih dneh po tem, ko račun postane aktiven.',
        },
        repayment: {
          heading: '3. Odplačevanje',
          text: 'Obroki se vsak mesec na isti dan bremenijo v breme računa za odplačevanje. Banka s prvim izpiskom pošlje odplačilni načrt.',
        },
        insurance: {
          heading: '4. Zavarovanje',
          text: 'Če stranka izbere zavarovanje odplačila, premija mesečnemu obroku doda 6 % in je vključena v EOM. Zavarovanje ni obvezno.',
        },
        earlyRepayment: {
          heading: '5. Predčasno odplačilo',
          text: 'Stranka lahko kredit kadar koli vrne v celoti ali delno. Banka lahko zahteva nadomestilo največ 1 % predčasno vrnjenega zneska (0,5 %, če do konca ostane manj kot leto).',
        },
        late: {
          heading: '6. Zamuda',
          text: 'Za zamujene obroke banka zaračuna zakonske zamudne obresti in lahko po dveh opominih in vsaj 15 dneh roka zahteva vračilo celotnega kredita.',
        },
        withdrawal: {
          heading: '7. Pravica do odstopa',
          text: 'Stranka lahko od te pogodbe odstopi v 14 dneh od podpisa brez navedbe razloga, s pisnim obvestilom. V 30 dneh nato vrne prejeti znesek in obresti za dneve uporabe.',
        },
        complaints: {
          heading: '8. Pritožbe',
          text: 'Na pritožbe odgovorimo pisno v 15 delovnih dneh; stranka se lahko nato obrne na izvensodno reševanje sporov ali nadzorni organ. EOM {{apr}} je izračunana, kot zahteva Direktiva 2008/48/ES.',
        },
        law: {
          heading: '9. Pravo',
          text: 'Za to pogodbo se uporablja pravo {{country}}.',
        },
      },
    },
  },
};

export default signing;
