import type { CatalogOf } from '../../translator';
import type en from './en';

const validation: CatalogOf<typeof en> = {
  name: {
    required: 'Vpišite ime in priimek.',
    invalid:
      'Uporabite črke, med deli imena pa presledek, vezaj, piko ali opuščaj; največ 30 črk v besedi.',
  },
  email: {
    required: 'Vpišite e-poštni naslov.',
    invalid: 'E-poštni naslov ni veljaven.',
    tooLong: 'E-poštni naslov ima lahko največ 100 znakov.',
    oneAddress: 'Vpišite natanko en e-poštni naslov.',
  },
  prefix: {
    required: 'Izberite klicno kodo države.',
    invalid: 'Izberite klicno kodo s seznama.',
  },
  phone: {
    required: 'Vpišite številko mobilnega telefona.',
    invalid: 'Številka mobilnega telefona ni veljavna.',
    differentPrefix: 'Izbrali ste tujo klicno kodo: SMS s kodo bomo poslali na to številko.',
  },
  password: {
    required: 'Vpišite geslo.',
    tooShort: 'Geslo mora imeti vsaj 8 znakov.',
    tooLong: 'Geslo ima lahko največ 128 znakov.',
    noLetter: 'Geslo mora vsebovati vsaj eno črko.',
    noDigit: 'Geslo mora vsebovati vsaj eno številko.',
    containsName: 'Geslo ne sme vsebovati vašega imena.',
    containsEmail: 'Geslo ne sme vsebovati vašega e-poštnega naslova.',
    containsBankWord: 'Geslo ne sme vsebovati imena banke ali imena njenega produkta ali paketa.',
    common: 'To geslo je preveč pogosto. Izberite geslo, ki ga je težje uganiti.',
    mismatch: 'Gesli se ne ujemata.',
  },
  passwordStrength: {
    label: 'Moč gesla',
    low: 'Nizka',
    medium: 'Srednja',
    high: 'Visoka',
  },
  terms: {
    required: 'Za nadaljevanje sprejmite pogoje.',
  },
  productType: {
    notOffered: 'Tega produkta tukaj ni mogoče odpreti na spletu. Izberite drugega.',
    alreadyOpen: 'Vloga za ta produkt že poteka: nadaljujte jo s seznama svojih vlog.',
  },
  personalNumber: {
    applicationOpen:
      'Vloga za ta produkt s to EMŠO in tem dokumentom že poteka, začeta z drugim e-poštnim naslovom. Za nadaljevanje se prijavite s tem naslovom; če ste pozabili geslo, ga ponastavite na strani za prijavo.',
  },
  uid: {
    invalid: 'Identifikator seje ni veljaven. Ponovno naložite stran.',
  },
  language: {
    invalid: 'Izberite podprt jezik.',
  },
  otp: {
    invalid: 'Vpišite 6-mestno kodo iz SMS-sporočila.',
  },
  token: {
    invalid: 'Povezava ni veljavna.',
  },
  link: {
    invalid: 'Povezava ni veljavna.',
  },
  unsubscribe: {
    reason: 'Izberite razlog.',
  },
  text: {
    tooLong: 'Besedilo ima lahko največ 250 znakov.',
    unreadable:
      'Besedilo vsebuje znake, ki jih ni mogoče prebrati. Odstranite jih in poskusite znova.',
  },
  position: {
    incomplete: 'Potrebni sta zemljepisna širina in dolžina.',
  },
  branch: {
    unknown: 'Izberite poslovalnico s seznama.',
    closed: 'Poslovalnica je takrat zaprta. Izberite drug dan ali čas.',
  },
  date: {
    invalid: 'Vpišite veljaven datum.',
    past: 'Izberite današnji ali poznejši datum.',
    tooFar: 'Izberite datum v naslednjih 60 dneh.',
  },
  appointment: {
    slot: 'Izberite dopoldne ali popoldne.',
  },
  faceMatch: {
    framesWithFace: 'Sličic z obrazom je več kot pregledanih sličic.',
    similarityWithoutFaces: 'Podobnost zahteva obraz na dokumentu in v klicu.',
  },
};

export default validation;
