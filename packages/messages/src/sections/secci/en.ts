/**
 * The SECCI PDF the server writes before the loan is chosen (decision 229): the form of Directive
 * (EU) 2023/2225 Annex I, Part I "key information" on the first page, then the standard
 * information in five sections. The creditor's identity is never written here: the server fills
 * it in from its configuration.
 */
const secci = {
  title: 'Standard European Consumer Credit Information',
  intro:
    'This information is given to you before you choose the loan, so that you can compare offers (Directive (EU) 2023/2225, Annex I). The figures are those of the offer you chose on the screen.',
  footer: 'Page {{page}} of {{pages}}',
  reference: 'Reference',
  months_one: '{{count}} month',
  months_other: '{{count}} months',
  keyInfo: {
    heading: 'Key information (Part I)',
    creditor: 'Creditor',
    totalCredit: 'Total amount of credit',
    totalCreditNote: 'This means the total sum made available under the credit agreement.',
    duration: 'Duration of the credit agreement',
    borrowingRate: 'Borrowing rate',
    borrowingRateValue: '{{rate}} a year, fixed for the whole duration',
    apr: 'Annual percentage rate of charge (APR)',
    aprNote:
      'This is the total cost expressed as an annual percentage of the total amount of credit. The APR is there to help you compare different offers.',
    totalPayable: 'Total amount you will have to pay',
    totalPayableNote:
      'This means the amount of borrowed capital plus interest and possible costs related to your credit.',
    latePayment: 'Costs in the case of late payments',
  },
  partTwo: 'Standard information (Part II)',
  creditor: {
    heading: '1. Identity and contact details of the creditor',
    creditor: 'Creditor',
    address: 'Geographical address to be used by the consumer',
    phone: 'Telephone number',
    email: 'E-mail address',
    web: 'Web address',
    register: 'Register and registration number',
    registerValue: '{{register}}, registration number {{number}}',
    vat: 'VAT number',
    intermediary: 'Credit intermediary',
    intermediaryValue: 'None: the creditor offers the credit itself.',
  },
  features: {
    heading: '2. Description of the main features of the credit product',
    type: 'Type of credit',
    typeValue: 'Personal consumer loan repaid in equal monthly instalments (annuity)',
    totalCredit: 'Total amount of credit',
    drawdown: 'Conditions governing the drawdown',
    drawdownValue:
      'The whole amount is paid in one sum, once the credit agreement is signed, into the account in your name you give for the payout; the approval fee is deducted at drawdown.',
    duration: 'Duration of the credit agreement',
    instalments: 'Instalments and the order in which they are allocated',
    instalmentsValue:
      '{{count}} monthly instalments of {{instalment}}, the last one {{last}}. Each instalment pays the interest due first, then the principal.',
    totalPayable: 'Total amount you will have to pay',
    totalPayableValue:
      '{{total}}: the amount of credit plus interest, fees and, if chosen, the insurance premiums.',
    security: 'Security required',
    securityValue: 'No security is required.',
  },
  costs: {
    heading: '3. Costs of the credit',
    borrowingRate: 'Borrowing rate',
    apr: 'Annual percentage rate of charge (APR)',
    representative:
      'Representative example: for a credit of {{amount}} over {{months}} months at a fixed borrowing rate of {{rate}} with fees of {{fees}}, the APR is {{apr}} and the total amount payable is {{total}}.',
    ancillary: 'Compulsory insurance or other ancillary service',
    ancillaryValue: 'None is required to obtain the credit.',
    insurance: 'Payment protection insurance (optional)',
    insuranceChosen:
      'Chosen: {{premium}} a month, paid with each instalment. It is not a condition of the credit, so it is not included in the APR.',
    insuranceNotChosen: 'Not chosen.',
    fees: 'Related costs',
    feesValue: 'Approval fee {{fees}}, paid once at drawdown. No account-keeping fees.',
    totalInterest: 'Total interest',
    latePayment: 'Costs in the case of late payments',
    latePaymentValue:
      'Statutory default interest on the amount overdue; missing payments may make the whole credit due and make it harder to obtain credit in future.',
  },
  legal: {
    heading: '4. Other important legal aspects',
    withdrawal: 'Right of withdrawal',
    withdrawalValue:
      'You may withdraw from the credit agreement within 14 calendar days of its conclusion without giving a reason; you then repay the amount drawn with the interest for the days you had it.',
    earlyRepayment: 'Early repayment',
    earlyRepaymentValue:
      'You may repay the credit early, fully or in part, at any time. The creditor may ask fair compensation of at most 1 % of the amount repaid early (0.5 % when less than a year remains), never more than the interest you would have paid.',
    database: 'Consultation of a database',
    databaseValue:
      'If the credit is refused on the basis of a database consultation, the creditor tells you at once and free of charge which database it consulted.',
    draft: 'Right to a draft credit agreement',
    draftValue:
      'You have the right, on request, to obtain a copy of the draft credit agreement free of charge.',
    validity: 'Period during which the creditor is bound by this information',
    validityValue: 'Until {{date}}.',
  },
  distance: {
    heading: '5. Additional information in the case of distance marketing of financial services',
    registration: 'Registration',
    supervisor: 'Supervisory authority',
    preContractLaw: 'Law taken as a basis before the conclusion of the credit agreement',
    preContractLawValue: 'The law of {{country}}.',
    law: 'Law applicable to the credit agreement and competent court',
    lawValue: 'The law of {{country}}; the courts of {{country}} have jurisdiction.',
    language: 'Language',
    languageValue:
      'This information and the credit agreement are given in the language you use the portal in.',
    complaints: 'Out-of-court complaint and redress',
    complaintsValue:
      "You may complain to the creditor's complaints office; if the answer does not satisfy you, to the out-of-court dispute resolution body for banking disputes.",
    countries: {
      SI: 'the Republic of Slovenia',
      AL: 'the Republic of Albania',
    },
  },
};

export default secci;
