/** The wizard engine: step names, the progress indicator, the home gate and step pages. */
const wizard = {
  steps: {
    Intro: 'Registration',
    DocumentUpload: 'Identity document',
    SalaryStmt: 'Salary statement',
    DataEntry: 'Personal data',
    DepositTerms: 'Deposit',
    Consents: 'Consents',
    SummaryPDF: 'Documents',
    VideoChat: 'Video call',
    LongTimeService: 'Processing',
    ShortTimeService: 'Data check',
    PennyTransfer: 'Verification payment',
    CheckRisk: 'Risk check',
    RiskAssessment: 'Loan offer',
    RequestCertificate: 'Certificate',
    SignDocuments: 'Signing',
    ChooseBranch: 'Branch',
    Multichannel: 'Welcome',
    AccountEnabled: 'Account active',
    BlockedProcess: 'Stopped',
  },
  progress: {
    label: 'Progress of your application',
    position: 'Step {{current}} of {{total}}',
    status: {
      DONE: 'completed',
      IN_PROGRESS: 'current step',
      DUE: 'not started yet',
    },
  },
  home: {
    loading: 'Opening your application…',
    noMatchTitle: 'We could not find where your application stands',
    noMatchText: 'Please try again in a few minutes. If it happens again, call our contact centre.',
    retry: 'Try again',
  },
  myApplication: {
    intro: 'Where your application for {{product}} stands.',
    stepsHeading: 'Steps',
    status: {
      DONE: 'Done',
      IN_PROGRESS: 'In progress',
      DUE: 'Still to come',
    },
    pendingHeading: 'What is pending',
    pendingOn: {
      APPLICANT: 'It is your turn: {{step}}.',
      BANK: 'The bank is working on it: {{step}}. We will let you know by e-mail.',
      OPERATOR: 'With a video adviser: {{step}}.',
      PAYMENT:
        'We are waiting for your first payment: once it arrives and the payer is you, your product opens.',
    },
    deadlinesHeading: 'Good to know',
    deadlines: {
      videoHours:
        'Video advisers are available Monday to Friday 8:00–21:00 and Saturday and Sunday 10:00–18:00. An adviser answers within 3 minutes, and you can choose to wait another 3.',
      signingCode: 'A new signing code can be requested after 1 minute.',
      pennyTransfer:
        'With an instant payment the account is activated in about 2 hours, otherwise in about one working day.',
      accountActive:
        'Your account is active within 24 hours and the debit card arrives within 2 weeks.',
      remembered:
        'This browser remembers your application for 2 days; after that you sign in again.',
    },
    nextHeading: 'Next',
    next: 'Continue: {{step}}',
    noNext: 'There is nothing for you to do right now.',
    completed: 'Your {{product}} is open. Every step is done.',
    correction: {
      heading: 'To be corrected',
      reason: 'The adviser’s reason: {{reason}}',
      after:
        'Once you have corrected it, you go straight back to the video call, first in line. Everything else you gave stays as it is.',
      action: 'Correct it now',
    },
    welcome: 'See your account number and the mobile app activation code',
  },
  placeholder: {
    text: 'This part of the online application opens in a later release. Your progress is saved.',
  },
};

export default wizard;
