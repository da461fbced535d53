/**
 * The welcome page (/welcome) and the welcome e-mail's parts (decision 146): the account
 * number, what was opened, the mobile-app activation code and what happens next (spec 1 §9).
 */
const welcome = {
  title: 'Welcome to the bank',
  lead: 'Your {{product}} is open. Thank you for choosing us. Below is all you need to start, and what comes next.',
  loading: 'Loading your details…',
  loadFailed: 'We could not load your details. Please try again.',
  retry: 'Try again',
  processes: {
    CURRENTACCOUNT: 'current account',
    PERSONALLOAN: 'personal loan',
    DAYPOSIT: 'day deposit',
    ACCOUNTOPENINGFROMLOAN: 'current account',
  },
  packages: {
    Digital: 'Digital package',
    Mladi: 'Mladi package for young people',
    Diploma: 'Diploma package for students',
  },
  account: {
    heading: 'Your account number',
    pending: 'Your account number will appear here as soon as the account is set up.',
    copy: 'Copy the account number',
    copied: 'Account number copied',
  },
  summary: {
    heading: 'What you opened',
    headingLoan: 'Your loan at a glance',
    product: 'Product',
    package: 'Package',
    fee: 'Monthly fee',
    feeText: '{{intro}} a month for the first {{months}} months, then {{after}} a month',
    tariff: 'As in the bank’s tariff',
    branch: 'Your branch',
    branchAddress: '{{name}}, {{street}} {{houseNumber}}, {{postalCode}} {{city}}',
    branchStreet: '{{street}} {{houseNumber}}, {{postalCode}} {{city}}',
  },
  activation: {
    heading: 'Activate the mobile app',
    lead: 'Install the bank’s mobile app and enter this code, or scan the QR code with your phone’s camera.',
    codeLabel: 'Activation code',
    validUntil: 'The code is valid until {{date}}.',
    copy: 'Copy the activation code',
    copied: 'Activation code copied',
    qrAlt: 'QR code that opens the mobile app’s activation with the code {{code}}',
    renew: 'Get a new code',
    renewed: 'Here is your new code. The previous one no longer works.',
    renewFailed: 'We could not issue a new code just now. Please try again later.',
  },
  next: {
    heading: 'What happens next',
    accountActive_one: 'Your account is fully active within {{count}} hour.',
    accountActive_other: 'Your account is fully active within {{count}} hours.',
    debitCard_one: 'Your debit card arrives by post within {{count}} week.',
    debitCard_other: 'Your debit card arrives by post within {{count}} weeks.',
    email: 'We have sent these details to your e-mail address too.',
  },
  waiting: {
    heading: 'We are waiting for your payment',
    lead: 'Your {{product}} opens as soon as your verification payment arrives. This page updates by itself.',
    checking: 'Checking for your payment…',
    arrived: 'Your payment has arrived.',
    paymentTimes:
      'With an instant payment it opens in about 2 hours, otherwise in about one working day.',
  },
  deposit: {
    payout:
      'On {{date}} your deposit matures: we pay {{amount}}, the deposit with its interest, into your account {{iban}}.',
    renew:
      'On {{date}} your deposit matures and is placed again with its interest for the same term, at the rate then in force.',
  },
  loan: {
    lead: 'Your personal loan is signed. We pay it into your own account: here is when, and what comes next.',
    payout: 'On {{date}} we send {{amount}} to your account {{iban}}.',
    firstInstalment:
      'Your first instalment of {{amount}} falls due on {{date}}, and the next ones on the same day of each month.',
    plan: 'The repayment plan lists every instalment with its interest and principal.',
  },
  copyFailed: 'Copying did not work. Select the text and copy it yourself.',
  mail: {
    accountPending: 'shown on the welcome page as soon as the account is set up',
    package: 'Package: {{package}}',
    fee: 'Monthly fee: {{fee}}',
  },
};

export default welcome;
