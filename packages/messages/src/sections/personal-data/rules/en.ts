/**
 * Field messages of the personal data rules (packages/domain/src/personal-data): each key is a code
 * a rule returns, such as `personalDataRules.emso.checksum`; the server sends the same codes.
 */
const personalDataRules = {
  required: 'Fill in this field.',
  chooseFromList: 'Choose an entry from the list.',
  chooseAtLeastOne: 'Choose at least one answer.',
  tooLong: 'This text is too long.',
  inconsistent: 'This value does not match the same value given elsewhere in the form.',
  name: {
    invalid: 'Use letters only; a dot, hyphen, apostrophe or space may separate parts.',
  },
  birthDate: {
    format: 'Enter the date as DD.MM.YYYY, for example 31.01.1990.',
    future: 'The date of birth cannot be in the future.',
    underage: 'You must be at least 18 years old to open an account online.',
    youngPackageAge: 'The package for young people is for ages 18 to 25.',
    studentPackageAge: 'The Diploma package is for students up to the age of 27.',
  },
  place: {
    invalid: 'Use letters only (at least 2); a dot, hyphen or space may separate words.',
  },
  country: {
    fromList: 'Choose a valid country from the list.',
  },
  secondNationalityUIC: {
    invalid: 'Enter the identification code of your second nationality.',
  },
  codiceFiscale: {
    invalid: 'This is not a valid codice fiscale (16 letters and digits).',
  },
  idDocumentNumber: {
    invalid: 'The document number has 9 letters or digits, as printed on your card.',
  },
  passportNumber: {
    invalid: 'The passport number has 2 letters and 7 digits, for example PA1234567.',
    invalidAl: 'The passport number has 9 letters or digits, as printed in your passport.',
  },
  addressCardNumber: {
    invalid: 'The address card number has 6 digits, a space and 2 letters, for example 123456 AB.',
  },
  emso: {
    format: 'The EMŠO has exactly 13 digits.',
    checksum: 'This EMŠO is not valid: check the digits.',
    date: 'The first 7 digits of the EMŠO must be a real date of birth.',
    register: 'This EMŠO is not valid: digits 8 and 9 must be 50 to 59 for Slovenia.',
    birthDateMismatch: 'The EMŠO does not match the date of birth you entered.',
    genderMismatch: 'The EMŠO does not match the gender you chose.',
  },
  nid: {
    format:
      'The personal number (NID) has a letter, 8 digits and a letter, for example J00101999W.',
    date: 'The personal number does not hold a real date of birth: check it.',
    birthDateMismatch: 'The personal number does not match the date of birth you entered.',
    genderMismatch: 'The personal number does not match the gender you chose.',
  },
  date: {
    format: 'Enter a real date as DD.MM.YYYY.',
  },
  dateOfIssue: {
    notPast: 'The date of issue must be in the past.',
  },
  dateOfExpiration: {
    notFuture: 'The document has expired. It must be valid to open an account.',
  },
  issuer: {
    invalid: 'Use letters only; a dot, hyphen or space may separate words.',
  },
  taxId: {
    format: 'The tax number has exactly 8 digits.',
    checksum: 'This tax number is not valid: check the digits.',
  },
  nipt: {
    format: 'The tax number (NIPT) has a letter, 8 digits and a letter, for example L12345678A.',
  },
  iban: {
    format: 'The IBAN has 19 characters: SI and 17 digits.',
    notSlovenian: 'Enter the IBAN of an account at a Slovenian bank.',
    checksum: 'This IBAN is not valid: check the digits.',
    formatAlbanian: 'The IBAN has 28 characters: AL, 10 digits and 16 letters or digits.',
    notAlbanian: 'Enter the IBAN of an account at an Albanian bank.',
  },
  postalCode: {
    fromList: 'Choose a postal code from the list.',
    invalid: 'Enter a valid postal code.',
  },
  city: {
    invalid: 'Use letters only; a dot, hyphen or space may separate words.',
  },
  street: {
    invalid: 'Use letters, digits, dots, hyphens, slashes, commas and spaces.',
  },
  houseNumber: {
    invalid: 'Use digits, and a dot, hyphen, letter or space if needed.',
  },
  email: {
    invalid: 'This is not a valid e-mail address.',
  },
  monthlyIncomes: {
    noDigit: 'Enter an amount in digits.',
  },
  employmentStatus: {
    studentNotAllowed: 'Choose “student” only if you are a student and not employed.',
  },
  startDate: {
    format: 'Enter the date as DD.MM.YYYY, for example 01.09.2021.',
    future: 'The start of employment cannot be in the future.',
  },
  netSalary: {
    digits: 'Enter the amount in whole euros, digits only.',
  },
  taxesPaid: {
    mustBeYes: 'To open an account online you must pay taxes on your income in Slovenia.',
  },
  questionnaire: {
    cashDepositsMustBeNone: 'Without occasional inflows there can be no cash deposits from them.',
    studentPresetLocked: 'This answer is set by the student package.',
  },
  countriesOfBusiness: {
    tooMany: 'You can list at most three countries.',
    gap: 'Fill in the countries one after another, without an empty field between them.',
    duplicate: 'Each country can be listed only once.',
  },
  student: {
    registrationNumber: 'This student registration number is not valid.',
    documentsMissing: 'Upload the proof of enrolment.',
  },
};

export default personalDataRules;
