import type { CatalogOf } from '../../../translator';
import type en from './en';

const personalDataRules: CatalogOf<typeof en> = {
  required: 'Izpolnite to polje.',
  chooseFromList: 'Izberite vnos s seznama.',
  chooseAtLeastOne: 'Izberite vsaj en odgovor.',
  tooLong: 'Besedilo je predolgo.',
  inconsistent: 'Ta vrednost se ne ujema z isto vrednostjo, vpisano drugje v obrazcu.',
  name: {
    invalid: 'Uporabite samo črke; dele lahko loči pika, vezaj, opuščaj ali presledek.',
  },
  birthDate: {
    format: 'Vpišite datum v obliki DD.MM.LLLL, na primer 31.01.1990.',
    future: 'Datum rojstva ne more biti v prihodnosti.',
    underage: 'Za spletno odprtje računa morate biti stari vsaj 18 let.',
    youngPackageAge: 'Paket za mlade je namenjen osebam od 18. do 25. leta.',
    studentPackageAge: 'Paket Diploma je namenjen študentom do 27. leta.',
  },
  place: {
    invalid: 'Uporabite samo črke (vsaj 2); besede lahko loči pika, vezaj ali presledek.',
  },
  country: {
    fromList: 'Izberite veljavno državo s seznama.',
  },
  secondNationalityUIC: {
    invalid: 'Vpišite identifikacijsko številko drugega državljanstva.',
  },
  codiceFiscale: {
    invalid: 'To ni veljaven codice fiscale (16 črk in števk).',
  },
  idDocumentNumber: {
    invalid: 'Številka dokumenta ima 9 črk ali števk, kot je natisnjena na izkaznici.',
  },
  passportNumber: {
    invalid: 'Številka potnega lista ima 2 črki in 7 števk, na primer PA1234567.',
    invalidAl: 'Številka potnega lista ima 9 črk ali števk, kot je natisnjena v potnem listu.',
  },
  addressCardNumber: {
    invalid: 'Številka potrdila ima 6 števk, presledek in 2 črki, na primer 123456 AB.',
  },
  emso: {
    format: 'EMŠO ima natanko 13 števk.',
    checksum: 'EMŠO ni veljaven: preverite števke.',
    date: 'Prvih 7 števk EMŠO mora biti resničen datum rojstva.',
    register: 'EMŠO ni veljaven: 8. in 9. števka morata biti za Slovenijo od 50 do 59.',
    birthDateMismatch: 'EMŠO se ne ujema z vpisanim datumom rojstva.',
    genderMismatch: 'EMŠO se ne ujema z izbranim spolom.',
  },
  nid: {
    format: 'Osebna številka (NID) ima črko, 8 števk in črko, na primer J00101999W.',
    date: 'Osebna številka ne vsebuje resničnega datuma rojstva: preverite jo.',
    birthDateMismatch: 'Osebna številka se ne ujema z vpisanim datumom rojstva.',
    genderMismatch: 'Osebna številka se ne ujema z izbranim spolom.',
  },
  date: {
    format: 'Vpišite resničen datum v obliki DD.MM.LLLL.',
  },
  dateOfIssue: {
    notPast: 'Datum izdaje mora biti v preteklosti.',
  },
  dateOfExpiration: {
    notFuture: 'Dokument je potekel. Za odprtje računa mora biti veljaven.',
  },
  issuer: {
    invalid: 'Uporabite samo črke; besede lahko loči pika, vezaj ali presledek.',
  },
  taxId: {
    format: 'Davčna številka ima natanko 8 števk.',
    checksum: 'Davčna številka ni veljavna: preverite števke.',
  },
  nipt: {
    format: 'Davčna številka (NIPT) ima črko, 8 števk in črko, na primer L12345678A.',
  },
  iban: {
    format: 'IBAN ima 19 znakov: SI in 17 števk.',
    notSlovenian: 'Vpišite IBAN računa pri slovenski banki.',
    checksum: 'IBAN ni veljaven: preverite števke.',
    formatAlbanian: 'IBAN ima 28 znakov: AL, 10 števk ter 16 črk ali števk.',
    notAlbanian: 'Vpišite IBAN računa pri albanski banki.',
  },
  postalCode: {
    fromList: 'Izberite poštno številko s seznama.',
    invalid: 'Vpišite veljavno poštno številko.',
  },
  city: {
    invalid: 'Uporabite samo črke; besede lahko loči pika, vezaj ali presledek.',
  },
  street: {
    invalid: 'Uporabite črke, števke, pike, vezaje, poševnice, vejice in presledke.',
  },
  houseNumber: {
    invalid: 'Uporabite števke ter po potrebi piko, vezaj, črko ali presledek.',
  },
  email: {
    invalid: 'To ni veljaven e-poštni naslov.',
  },
  monthlyIncomes: {
    noDigit: 'Vpišite znesek s števkami.',
  },
  employmentStatus: {
    studentNotAllowed: 'Možnost »študent« izberite samo, če ste študent in niste zaposleni.',
  },
  startDate: {
    format: 'Vpišite datum v obliki DD.MM.LLLL, na primer 01.09.2021.',
    future: 'Začetek zaposlitve ne more biti v prihodnosti.',
  },
  netSalary: {
    digits: 'Vpišite znesek v celih evrih, samo s števkami.',
  },
  taxesPaid: {
    mustBeYes: 'Za spletno odprtje računa morate dohodnino plačevati v Sloveniji.',
  },
  questionnaire: {
    cashDepositsMustBeNone: 'Brez občasnih prilivov ne more biti gotovinskih pologov iz njih.',
    studentPresetLocked: 'Ta odgovor določa študentski paket.',
  },
  countriesOfBusiness: {
    tooMany: 'Navedete lahko največ tri države.',
    gap: 'Države vpišite zaporedoma, brez praznega polja med njimi.',
    duplicate: 'Vsako državo lahko navedete samo enkrat.',
  },
  student: {
    registrationNumber: 'Vpisna številka študenta ni veljavna.',
    documentsMissing: 'Naložite dokazilo o vpisu.',
  },
};

export default personalDataRules;
