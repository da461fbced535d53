/**
 * The sandbox bank's own login pages (decision 250): `sandboxBank.*`, rendered by the server under
 * /sandbox-bank/, in the bank's voice, not the portal's.
 */
const sandboxBank = {
  brand: 'Sandbox Bank',
  tagline: 'Online banking',
  language: 'Language',
  languages: { sl: 'Slovenščina', en: 'English', sq: 'Shqip' },
  footer:
    'Sandbox Bank is a test bank of the development version. Your password stays with this bank.',
  cancel: 'Cancel and return',
  login: {
    title: 'Log in to online banking',
    lead: 'An application for a loan asks to read your account details and the transactions of the last three months. Log in to allow it.',
    hint: 'Test bank: user name {{login}}, password {{password}}.',
    user: 'User name',
    password: 'Password',
    submit: 'Log in and allow',
  },
  sms: {
    title: 'Confirm with the SMS code',
    lead: 'We sent a code to your phone. Enter it to confirm the access.',
    hint: 'Test bank: the code is {{code}}.',
    label: 'SMS code',
    submit: 'Confirm',
  },
  validation: {
    login: 'Enter your user name.',
    password: 'Enter your password.',
    code: 'Enter the code from the SMS.',
  },
  errors: {
    credentials: 'The user name or password is not right.',
    code: 'The code is not right. Check the SMS and enter it again.',
    requestTitle: 'This login cannot continue',
    request:
      'This login request is not valid or has expired. Return to the application and start the bank connection again.',
  },
};

export default sandboxBank;
