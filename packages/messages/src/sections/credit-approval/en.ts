/** /creditapproval (decision 147): the loan offer, the SECCI and the choice. */
const creditApproval = {
  title: 'Your loan offer',
  lead: 'Set the amount and the repayment period that suit you. The figures change as you move the sliders.',
  loading: 'Loading your offer…',
  failed: 'We could not load your offer just now.',
  retry: 'Try again',
  alternate:
    'We cannot lend you {{amount}} over {{tenor}}, but we can offer you this instead. You can still adjust it within what we can lend you.',
  amount: {
    legend: 'Loan amount',
    slider: 'Loan amount, slider',
    input: 'Amount in euros',
    useLargest: 'Use {{amount}}',
  },
  tenor: {
    legend: 'Repayment period',
    slider: 'Repayment period, slider',
    yearsInput: 'Years',
    monthsInput: 'Months',
    years_one: '{{count}} year',
    years_other: '{{count}} years',
    months_one: '{{count}} month',
    months_other: '{{count}} months',
    both: '{{years}} and {{months}}',
  },
  insurance: {
    legend: 'Payment protection insurance',
    explain:
      'The insurance pays your instalments if you lose your job or cannot work because of illness or an accident. It is optional and adds 6 % to each instalment: {{premium}} a month for this loan.',
    without: 'Without insurance',
    with: 'With insurance',
  },
  figures: {
    firstInstalment: 'First instalment due (if you sign today)',
    title: 'The figures of this loan',
    monthly: 'Monthly instalment',
    monthlyWithInsurance: 'Monthly payment with insurance',
    stale: 'These are the figures of the last valid amount and period.',
    nominalRate: 'Interest rate (fixed, yearly)',
    apr: 'Annual percentage rate of charge (APR)',
    totalToRepay: 'Total amount payable',
    amount: 'Loan amount',
    tenor: 'Repayment period',
    instalments: 'Number of instalments',
    instalment: 'Instalment without insurance',
    premium: 'Insurance premium per month',
    lastInstalment: 'Last instalment',
    fees: 'Approval fee (paid once)',
    totalInterest: 'Total interest',
    note: 'The total amount payable includes the interest, the approval fee and, if chosen, the insurance premiums.',
  },
  quote: {
    confirmed: 'The bank has confirmed these figures.',
    checking: 'Confirming the figures with the bank…',
    failed:
      'We could not confirm the figures with the bank just now. We will check them again when you choose the loan.',
    notAffordable:
      'We cannot lend you this amount over this period. The most we can lend you over this period is {{max}}.',
    noneForTenor: 'We cannot lend you any amount over this period. Please choose a longer period.',
  },
  errors: {
    amountRequired: 'Enter the amount in whole euros.',
    amountStep: 'Enter the amount in steps of {{step}}.',
    amountMin: 'The smallest amount is {{min}}.',
    amountMax: 'The largest amount is {{max}}.',
    amountNotAffordable: 'For this period we can lend you at most {{max}}.',
    tenorRequired: 'Enter the period in whole years and months.',
    tenorMonthsPart: 'Enter from 0 to 11 months; whole years go in the years box.',
    tenorMin: 'The shortest period is {{min}}.',
    tenorMax: 'The longest period is {{max}}.',
    tenorNotAffordable:
      'We cannot lend you any amount over this period. Please choose a longer period.',
  },
  secci: {
    title: 'Standard European Consumer Credit Information',
    lead: 'Before you choose, read the information about this loan that the law requires. It is prepared for exactly the amount, period and insurance shown above.',
    outdated:
      'You have changed the loan, so the information you received no longer matches it. Please get the information for the loan shown now.',
    get: 'Get the information for this loan (PDF)',
    open: 'Open the Standard European Consumer Credit Information (PDF, opens in a new window)',
    issuedAt: 'Prepared on {{date}}.',
    read: 'I have read the Standard European Consumer Credit Information.',
    readRequired: 'Please confirm that you have read the information.',
    fixChoice: 'Correct the amount or the period first.',
    failed: 'We could not prepare the information just now. Please try again.',
  },
  payout: {
    when: 'We pay the loan out on the first working day after you sign the agreement: on {{payoutDate}} if you sign today. The first instalment falls due one month after the payout, on {{firstInstalmentDate}}, and the others on the same day of each month.',
    loading: 'Loading your accounts…',
    title: 'Where we pay the loan',
    lead: 'We pay the loan into an account in your name at a bank in the SEPA area (the EU, EEA, Switzerland and a few more countries).',
    legend: 'Account for the payout',
    bankConnection: 'My account at {{bank}}, {{account}}',
    bankConnectionHint: 'The account whose statement you shared through your bank.',
    typed: 'Another account in my name',
    iban: 'IBAN of the account',
    ibanHint: 'Two letters and up to 32 digits and letters, for example {{example}}.',
    declaration: 'This account is in my name.',
    declarationHint:
      'We pay only into an account of your own. The payment carries your name, and your bank checks it against the account.',
    errors: {
      source: 'Choose the account we pay the loan into.',
      required: 'Enter the IBAN of the account.',
      format: 'An IBAN has two letters, two check digits and then up to 30 digits and letters.',
      checksum: 'This IBAN is not valid. Please check it for typing errors.',
      notSepa: 'We can pay only into an account at a bank in the SEPA area.',
      declaration: 'Please confirm that the account is in your name.',
      noBankConnection:
        'The account of your bank connection cannot be used. Please enter the IBAN of an account in your name.',
    },
  },
  payoutSummary: {
    heading: 'Your loan payout',
    amount: 'We pay out',
    account: 'Into your account',
    payoutDate: 'Payout date',
    payoutDateIfSignedToday: 'Payout date (if you sign today)',
    firstInstalment: 'First instalment',
    firstInstalmentText: '{{amount}} on {{date}}',
    instalments: 'Instalments',
    instalmentsText_one: '{{count}} monthly instalment, the last on {{date}}',
    instalmentsText_other: '{{count}} monthly instalments, the last on {{date}}',
    plan: 'Download the repayment plan (PDF)',
  },
  choose: {
    action: 'Choose this loan',
    errors: {
      payout: 'Please check the account we pay the loan into.',
      fixChoice: 'Please correct the amount or the period first.',
      notAffordable:
        'We cannot lend you this amount over this period. Please change the amount or the period.',
      secciMissing:
        'Before you choose, get and read the Standard European Consumer Credit Information for the loan shown.',
      OFFER_NOT_AVAILABLE:
        'This loan is no longer available on these terms. Please check the amount and the period and try again.',
      SECCI_MISMATCH:
        'The information you read was for other terms. Please get the information for the loan shown and read it again.',
    },
  },
  cancelled: {
    title: 'Your loan application has been stopped',
    text: 'The bank has stopped processing your loan application. Please contact us and we will tell you how to continue.',
    contact: 'Contact us',
  },
};

export default creditApproval;
