/**
 * Field messages of the shared form rules (packages/domain: registration, password, phone, login,
 * reset, unsubscribe, leaving). Each key is the code a rule returns, such as
 * `validation.name.invalid`; the server sends the same codes as fieldErrors.
 */
const validation = {
  name: {
    required: 'Enter your name and surname.',
    invalid:
      'Use letters, with a space, hyphen, dot or apostrophe between the parts of your name; at most 30 letters a word.',
  },
  email: {
    required: 'Enter your e-mail address.',
    invalid: 'This is not a valid e-mail address.',
    tooLong: 'The e-mail address can have at most 100 characters.',
    oneAddress: 'Enter exactly one e-mail address.',
  },
  prefix: {
    required: 'Choose the country dialling code.',
    invalid: 'Choose a dialling code from the list.',
  },
  phone: {
    required: 'Enter your mobile phone number.',
    invalid: 'This is not a valid mobile phone number.',
    differentPrefix:
      'You chose a foreign dialling code: the text message with your code will be sent to that number.',
  },
  password: {
    required: 'Enter a password.',
    tooShort: 'The password must have at least 8 characters.',
    tooLong: 'The password can have at most 128 characters.',
    noLetter: 'The password must contain at least one letter.',
    noDigit: 'The password must contain at least one digit.',
    containsName: 'The password must not contain your name.',
    containsEmail: 'The password must not contain your e-mail address.',
    containsBankWord:
      'The password must not contain the bank’s name or the name of one of its products or packages.',
    common: 'This password is too common. Choose one that is harder to guess.',
    mismatch: 'The passwords do not match.',
  },
  passwordStrength: {
    label: 'Password strength',
    low: 'Low',
    medium: 'Medium',
    high: 'High',
  },
  terms: {
    required: 'Accept the terms to continue.',
  },
  productType: {
    notOffered: 'This product cannot be opened online here. Choose another.',
    alreadyOpen:
      'Your application for this product is under way: continue it from the list of your applications.',
  },
  personalNumber: {
    applicationOpen:
      'An application for this product with this personal number and document is already under way, started with another e-mail address. Sign in with that address to continue it; if you have forgotten its password, reset it on the sign-in page.',
  },
  uid: {
    invalid: 'Your session identifier is not valid. Reload the page.',
  },
  language: {
    invalid: 'Choose a supported language.',
  },
  otp: {
    invalid: 'Enter the 6-digit code from the text message.',
  },
  token: {
    invalid: 'The link is not valid.',
  },
  link: {
    invalid: 'The link is not valid.',
  },
  unsubscribe: {
    reason: 'Choose a reason.',
  },
  text: {
    tooLong: 'The text can have at most 250 characters.',
    unreadable: 'The text holds characters that cannot be read. Remove them and try again.',
  },
  position: {
    incomplete: 'Both latitude and longitude are needed.',
  },
  branch: {
    unknown: 'Choose a branch from the list.',
    closed: 'The branch is closed at that time. Choose another day or time.',
  },
  date: {
    invalid: 'Enter a valid date.',
    past: 'Choose a date from today on.',
    tooFar: 'Choose a date within the next 60 days.',
  },
  appointment: {
    slot: 'Choose the morning or the afternoon.',
  },
  faceMatch: {
    framesWithFace: 'More frames with a face than frames analysed.',
    similarityWithoutFaces: 'A similarity needs a face on the document and in the call.',
  },
};

export type ValidationMessages = typeof validation;

export default validation;
