import type { CatalogOf } from '../../translator';
import type en from './en';
import upload from '../salary-statement-upload/sl';
import bank from '../salary-statement-bank/sl';

const salaryStatement: CatalogOf<typeof en> = {
  upload,
  bank,
  title: 'Vaši prihodki',
  lead: 'Za oceno vašega kredita potrebujemo vaše neto prihodke zadnjih treh mesecev. Izberite, kako nam jih boste posredovali.',
  choose: {
    found: {
      title: 'Nadaljujte z dohodki, najdenimi pri {{bank}}',
      text: 'Povezava z banko je že prebrala zadnje tri mesece. Preverite zneske in jih potrdite.',
      action: 'Nadaljuj s temi zneski',
    },
    heading: 'Kako nam želite posredovati podatke o prihodkih?',
    bank: {
      title: 'Povežite svojo banko',
      text: 'Prijavite se v svojo spletno banko. Preberemo plačo in odplačila kreditov zadnjih treh mesecev; vaše geslo ostane pri vaši banki. To je najhitrejša pot.',
      action: 'Povežite svojo banko',
    },
    upload: {
      title: 'Naložite izpiske',
      text: 'Naložite izpiske transakcijskega računa zadnjih treh mesecev kot datoteke PDF, TIFF ali JPG, vsako do 1 MB.',
      action: 'Naložite izpiske',
    },
  },
  chooseAgain: 'Izberite drug način',
  confirm: {
    heading: 'Potrdite prihodke in želeni kredit',
    lead: 'Preverite podatke in nam povejte, kakšen kredit želite. Osebno ponudbo prejmete po videoklicu.',
    found: {
      heading: 'Kaj smo našli pri banki {{bank}}',
      account: 'Račun za plačo {{account}}',
      caption: 'Plača in odplačila kreditov po mesecih',
      month: 'Mesec',
      salary: 'Plača',
      repayments: 'Odplačila kreditov',
      average: 'Povprečje na mesec',
    },
    income: {
      label: 'Mesečni neto prihodki ({{currency}})',
      hint: 'Vaša povprečna neto plača zadnjih treh mesecev, kot je navedena na izpiskih.',
    },
    obligations: {
      label: 'Mesečna odplačila obstoječih kreditov ({{currency}})',
      hint: 'Krediti, lizingi in kreditne kartice, ki jih odplačujete vsak mesec. Če jih nimate, vpišite 0.',
    },
    extraObligations: {
      label: 'Druga mesečna odplačila, ki jih nismo videli ({{currency}})',
      hint: 'Krediti, ki jih odplačujete z drugega računa ali pri drugi banki. Če jih nimate, vpišite 0.',
    },
    dependants: {
      label: 'Vzdrževani družinski člani',
      hint: 'Otroci ali drugi družinski člani, ki živijo od vaših prihodkov. Če jih ni, vpišite 0.',
    },
    wish: {
      heading: 'Kredit, ki ga želite',
      amount: {
        label: 'Znesek ({{currency}})',
        hint: 'Prek spleta od {{min}} do {{max}}, v korakih po {{step}}. O višjem znesku odloči svetovalec v poslovalnici.',
        slider: 'Znesek',
      },
      tenor: {
        legend: 'Doba odplačevanja',
        hint: 'Prek spleta od {{min}} do {{max}} mesecev.',
        years: 'Leta',
        months: 'Meseci',
        slider: 'Doba odplačevanja',
        value: '{{years}} l. {{months}} mes.',
      },
      insurance: {
        legend: 'Zavarovanje odplačila kredita',
        hint: 'Zavarovanje plača vaše obroke, če zaradi bolezni, poškodbe ali izgube zaposlitve ne morete delati. Vsak mesečni obrok poveča za 6 %.',
        yes: 'Da, z zavarovanjem',
        no: 'Brez zavarovanja',
      },
    },
    estimate: {
      heading: 'Informativni mesečni obrok',
      instalment: '{{amount}} na mesec',
      insurance: 'vključno z zavarovanjem {{premium}}',
      note: 'Izračun s fiksno nominalno obrestno mero {{rate}} letno. Banka ponudbo potrdi po videoklicu.',
      none: 'Vpišite znesek in dobo odplačevanja, da vidite obrok.',
    },
    submit: 'Potrdi in nadaljuj',
    errors: {
      invalid: 'Nekateri podatki niso bili sprejeti. Preverite jih in poskusite znova.',
      statementMissing:
        'Vašega izpiska nimamo več. Prosimo, znova nam posredujte podatke o prihodkih.',
      failed: 'Vaših odgovorov nismo mogli shraniti. Poskusite znova čez nekaj trenutkov.',
    },
  },
  errors: {
    euros: 'Vpišite znesek v evrih, samo s številkami (na primer 1250 ali 1250,50).',
    wholeEuros: 'Vpišite cele evre, samo s številkami.',
    incomeRequired: 'Vpišite svoje mesečne neto prihodke.',
    tooLarge: 'Ta znesek je prevelik. Prosimo, preverite ga.',
    countRequired: 'Vpišite število od 0 do 20.',
    amountRequired: 'Vpišite znesek, ki si ga želite izposoditi.',
    amountMinimum:
      'Znesek je nižji od najmanjšega kredita, ki ga ponujamo. Razpon je naveden nad poljem.',
    amountStep: 'Vpišite znesek v korakih po 100.',
    tenorRequired: 'Vpišite leta in mesece dobe odplačevanja.',
    monthsRange: 'Vpišite od 0 do 11 mesecev; 12 mesecev je eno leto.',
    tenorRange: 'Izberite dobo odplačevanja od enega leta do 30 let.',
    insuranceRequired: 'Izberite, ali želite zavarovanje.',
  },
};

export default salaryStatement;
