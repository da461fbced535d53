/** The penny transfer (/pennytransfer and its payment details, decision 143). */
const pennyTransfer = {
  title: 'Make your first payment',
  lead: 'To open your deposit, send {{amount}} from your own account at another bank. The payment shows us the account is yours; the amount is yours to keep in the deposit.',
  loading: 'Loading the payment details…',
  loadFailed: 'We could not load the payment details.',
  retry: 'Try again',
  details: {
    heading: 'Payment details',
    beneficiary: 'Beneficiary',
    iban: 'Beneficiary’s IBAN',
    amount: 'Amount',
    reference: 'Reference',
    purposeCode: 'Purpose code',
    causal: 'Purpose of payment',
    copy: 'Copy',
    copyNamed: 'Copy {{what}}',
    copied: '{{what}} copied.',
    copyFailed: 'Copying did not work here: select the text and copy it by hand.',
    qrHeading: 'Pay by scanning',
    qrHint: 'Scan the code with your bank’s mobile app: every detail is filled in for you.',
    qrAlt: 'UPN QR code of the payment of {{amount}} to {{beneficiary}}, reference {{reference}}',
    // Decision 240: a credit transfer without the UPN's reference field carries it in its description.
    referenceInDescription:
      'Write the reference in the payment’s description: it is how we recognise your payment.',
    ownAccount:
      'Pay from an account in your own name. A payment from anyone else’s account cannot open your deposit.',
  },
  activation: {
    heading: 'When your deposit opens',
    instant_one: 'About {{count}} hour after an instant payment.',
    instant_other: 'About {{count}} hours after an instant payment.',
    regular: 'Otherwise by the end of the next working day, {{date}}.',
  },
  waiting: {
    status: 'We are waiting for your payment. This page updates by itself.',
  },
  review: {
    heading: 'Your payment has arrived',
    text: 'The name of the payer differs from yours, so a colleague is checking it. This usually takes less than a working day; this page updates by itself.',
  },
  paid: {
    heading: 'Payment received',
    text: 'Thank you. Your deposit is open.',
    continue: 'Continue',
  },
  refused: {
    heading: 'We returned your payment',
    text: 'The payment did not come from an account in your name, so we sent the money back. Please contact the bank and we will help you finish opening your deposit.',
  },
  console: {
    nav: 'Payments',
    heading: 'Penny transfers to check',
    lead: 'These payments did not match what the applicant gave: the reason says how. Accept when the account is clearly the applicant’s own; refuse otherwise: the money goes back and the applicant is asked to contact the bank.',
    empty: 'No payments to check.',
    caption: 'Incoming payments that wait for a decision, with the reason',
    payer: 'Payer',
    applicant: 'Applicant',
    amount: 'Amount',
    reference: 'Reference',
    received: 'Received',
    // Decision 232: why the payment waits (a day deposit's amount and account too).
    reason: 'Reason',
    reasons: {
      PAYER_NAME: 'The payer’s name differs from the applicant’s.',
      PAYER_ACCOUNT: 'Paid from another account than the one the applicant declared.',
      AMOUNT: 'The amount differs from the {{expected}} chosen.',
    },
    actions: 'Decision',
    accept: 'Accept the payment from {{payer}}',
    refuse: 'Refuse the payment from {{payer}}',
    acceptShort: 'Accept',
    refuseShort: 'Refuse',
    accepted: 'Accepted: the product of {{applicant}} is active.',
    refused: 'Refused: the payment from {{payer}} is returned.',
    alreadyDecided: 'Someone decided this payment already; the list is up to date again.',
    refresh: 'Refresh',
  },
};

export default pennyTransfer;
