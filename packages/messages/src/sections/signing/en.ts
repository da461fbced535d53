/**
 * The certificate (/certificate) and the contracts (/signcontract) (decision 142): the pages, the
 * SMS codes, and the contracts' PDF text (server). SMS texts keep to the GSM 03.38 alphabet where
 * the language allows.
 */
const signing = {
  certificate: {
    title: 'Your electronic signature certificate',
    lead: 'To sign your contracts online, we issue you a personal signing certificate. Check that the data below is yours: it goes into the certificate.',
    identityLabel: 'Data in the certificate',
    givenName: 'Name',
    surname: 'Surname',
    birthDate: 'Date of birth',
    documentNumber: 'ID document number',
    mobile: 'Mobile phone for the code',
    country: 'Country',
    notGiven: 'Not given',
    confirm: 'I confirm that this data is correct and ask for a signing certificate.',
    sendCode: 'Send me the code',
    codeLead: 'We sent a 6-digit code to {{mobile}}. Enter it to have your certificate issued.',
    issue: 'Issue my certificate',
    issuedTitle: 'Your certificate has been issued',
    issuedText: 'Valid until {{date}}. You can now sign your contracts.',
    continue: 'Continue to the contracts',
    loading: 'Loading your data…',
    failed: 'Your data could not be loaded.',
    retry: 'Try again',
    wrongData: 'If something is wrong, please contact us before you continue: {{phone}}.',
  },
  contracts: {
    title: 'Sign your contracts',
    lead: 'Open and read each document. When you have opened all of them, we send you a code by SMS to sign them.',
    listLabel: 'Documents to sign',
    kinds: {
      PRODUCT_CONTRACT: 'Product contract',
      GENERAL_TERMS: 'General terms and conditions',
      CREDIT_AGREEMENT: 'Consumer credit agreement',
      DEPOSIT_INFORMATION: 'Pre-contract information on the day deposit',
    },
    open: 'Open',
    openLabel: 'Open {{name}} (PDF, {{size}}, opens in a new tab)',
    opened: 'Opened',
    notOpened: 'Not opened yet',
    size: 'PDF, {{size}}',
    amountsLabel: 'Figures you sign',
    amounts: {
      PACKAGE_FEE_INTRODUCTORY: 'Monthly fee, first 12 months',
      PACKAGE_FEE_AFTERWARDS: 'Monthly fee afterwards',
      LOAN_AMOUNT: 'Loan amount',
      LOAN_TENOR: 'Repayment period',
      NOMINAL_RATE: 'Nominal interest rate',
      APR: 'Annual percentage rate of charge (APR)',
      MONTHLY_INSTALMENT: 'Monthly instalment',
      TOTAL_TO_REPAY: 'Total amount to repay',
      LOAN_FEES: 'Fees',
      DEPOSIT_AMOUNT: 'Deposit amount',
      DEPOSIT_TERM: 'Term',
      DEPOSIT_RATE: 'Fixed interest rate',
      DEPOSIT_EAR: 'Effective annual interest rate',
      DEPOSIT_INTEREST: 'Interest at maturity',
    },
    months_one: '{{count}} month',
    months_other: '{{count}} months',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    openAllFirst: 'Open every document first, then ask for the code.',
    sendCode: 'Send me the signing code',
    codeLead:
      'We sent a 6-digit code by SMS. It is valid for 5 minutes and only for the documents above.',
    sign: 'Sign the documents',
    signing: 'Signing…',
    fingerprint: 'Fingerprint of what you sign: {{value}}',
    signedTitle: 'Your contracts are signed',
    signedText:
      'Keep a copy: each signed PDF carries your electronic signature, which any PDF reader can check.',
    downloadSigned: 'Download the signed {{name}}',
    continue: 'Continue',
    loading: 'Preparing your documents…',
    notReady: 'Your documents are still being prepared. Please try again in a moment.',
    failed: 'Your documents could not be loaded.',
    retry: 'Try again',
    changed: 'The documents have changed. Please open them again and ask for a new code.',
  },
  code: {
    label: 'Code from the SMS',
    hint: '6 digits',
    resend: 'Send a new code',
    resendIn: 'You can ask for a new code in {{seconds}} s.',
    errors: {
      SEC_BUS_LOG_OTP_WOT: 'The code is not correct. Check the SMS and try again.',
      SEC_BUS_LOG_OTP_MOT: 'Too many wrong codes. Ask for a new code to continue.',
      SIGNING_CODE_EXPIRED: 'The code has expired. Ask for a new code.',
      SIGNING_CODE_MISSING: 'Ask for a code first.',
      SIGNING_CODE_MISMATCH: 'This code was sent for other documents. Ask for a new code.',
      SIGNING_CODE_TOO_SOON: 'Please wait a minute before asking for a new code.',
      DOCUMENTS_NOT_OPENED: 'Open every document before you sign.',
      CERTIFICATE_DATA_MISSING: 'We do not have your mobile number. Please contact us.',
    },
  },
  validation: {
    code: 'Enter the 6 digits from the SMS.',
    confirmIdentity: 'Confirm that the data is correct.',
  },
  sms: {
    CERTIFICATE: 'Your code to issue your signing certificate: {{code}}. Valid for 5 minutes.',
    // Decision 252: one segment with the largest amounts (UCS-2 with lekë: the deposit's falls back).
    LOAN: 'Code {{code}} to sign your loan of {{amount}} (instalment {{instalment}}), fingerprint {{fingerprint}}',
    DEPOSIT_one:
      'Code {{code}} to sign your deposit of {{amount}}, {{count}} document, fingerprint {{fingerprint}}',
    DEPOSIT_other:
      'Code {{code}} to sign your deposit of {{amount}}, {{count}} documents, fingerprint {{fingerprint}}',
    CONTRACTS_one: 'Code {{code}} to sign your {{count}} document, fingerprint {{fingerprint}}',
    CONTRACTS_other: 'Code {{code}} to sign your {{count}} documents, fingerprint {{fingerprint}}',
  },
  signature: {
    reason: 'Contract signed by the customer',
    location: 'Online account opening',
  },
  pdf: {
    author: '{{bank}} – online account opening',
    footer: '{{title}} – ref. {{reference}} – page {{page}} of {{pages}}',
    empty: '—',
    yes: 'Yes',
    no: 'No',
    noPackage: 'No package',
    ibanAtOpening: 'Allocated at opening',
    reference: 'Reference',
    preparedOn: 'Prepared on',
    partiesHeading: 'Parties',
    bankParty:
      '{{bank}}, with its registered office at {{address}}, entered in {{register}} under registration number {{number}}, VAT number {{vat}}, supervised by {{supervisor}} (the bank), and the customer named below (the customer).',
    bankContact:
      'The bank’s contact details: telephone {{phone}}, e-mail {{email}}, web {{web}}, BIC {{bic}}.',
    customer: {
      name: 'Customer',
      birthDate: 'Date of birth',
      address: 'Address',
      document: 'Identity document',
      email: 'E-mail',
    },
    countries: {
      SI: 'the Republic of Slovenia',
      AL: 'the Republic of Albania',
    },
    signatureHeading: 'Signature',
    signatureText:
      'The customer signs this document with an advanced electronic signature based on the personal certificate issued to them, after confirming it with a one-time code sent to their mobile phone. The signed document has the same legal effect as one signed by hand (Regulation (EU) No 910/2014, eIDAS).',
    contract: {
      title: 'Contract for {{product}}',
      objectHeading: 'What the contract is about',
      product: 'Product',
      package: 'Package',
      iban: 'Account number (IBAN)',
      fee: 'Monthly fee',
      feeFromTariff: 'According to the bank’s tariff',
      feeIntroductory: 'Monthly fee, first {{months}} months',
      feeAfterwards: 'Monthly fee afterwards',
      sections: {
        object: {
          heading: '1. Subject of the contract',
          text: 'The bank opens and keeps for the customer the {{product}} with the {{package}} package, account {{iban}}, and provides the services described in the general terms and conditions, which form part of this contract.',
        },
        fees: {
          heading: '2. Fees',
          text: 'The bank charges the fees stated above and, for other services, the fees in its tariff published at the branches and on its website. The bank informs the customer of any change at least two months in advance.',
        },
        rights: {
          heading: '3. The customer’s rights',
          text: 'The customer may at any time ask for a copy of this contract and the general terms, obtain a free statement of fees once a year, switch the account to another bank and close the account free of charge after six months.',
        },
        withdrawal: {
          heading: '4. Right of withdrawal',
          text: 'The customer may withdraw from this contract within 14 days of signing it, without giving reasons and without cost, by written notice to the bank by post, e-mail or at any branch. Services already used until the withdrawal are charged by the tariff.',
        },
        complaints: {
          heading: '5. Complaints',
          text: 'The customer may file a complaint at any branch, by post or by e-mail. The bank answers in writing within 15 working days. If the customer is not satisfied, they may turn to the out-of-court dispute resolution body named on the bank’s website or to the supervisory authority.',
        },
        law: {
          heading: '6. Governing law and jurisdiction',
          text: 'This contract is governed by the law of {{country}}. Disputes are decided by the competent court at the customer’s place of residence or at the bank’s registered office.',
        },
      },
    },
    terms: {
      title: 'General terms and conditions for {{product}}',
      intro:
        'These general terms and conditions apply to the {{product}} and form part of the contract the customer signs with the bank.',
      sections: {
        scope: {
          heading: '1. Scope',
          text: 'These terms set out the rights and duties of the bank and the customer in opening, keeping and closing the {{product}} and the services linked to it.',
        },
        opening: {
          heading: '2. Opening',
          text: 'The bank opens the product once the customer’s identity has been verified and the contract has been signed. The account becomes active within 24 hours; a debit card is sent within two weeks.',
        },
        payments: {
          heading: '3. Payments',
          text: 'The bank executes payment orders up to the balance and any agreed overdraft, within the deadlines of its cut-off schedule. The customer checks their statements and reports unauthorised payments without delay, at the latest within 13 months.',
        },
        fees: {
          heading: '4. Fees and interest',
          text: 'Fees and interest follow the contract and the bank’s tariff. The bank debits them from the account and shows them on the statement.',
        },
        communication: {
          heading: '5. Communication',
          text: 'The bank communicates with the customer in the language of the contract, through online banking, e-mail or post. The customer keeps their contact details up to date.',
        },
        dataProtection: {
          heading: '6. Personal data',
          text: 'The bank processes the customer’s personal data to perform the contract and to meet its legal duties, under Regulation (EU) 2016/679 (GDPR). Details are in the bank’s privacy notice.',
        },
        liability: {
          heading: '7. Security and liability',
          text: 'The customer keeps their credentials and codes secret. Until they report a loss or misuse, the customer bears losses from unauthorised payments up to EUR 50, unless they acted fraudulently or with gross negligence.',
        },
        changes: {
          heading: '8. Changes',
          text: 'The bank proposes changes to these terms at least two months before they apply. If the customer does not object, they are deemed to accept them; if they object, they may close the account free of charge.',
        },
        ending: {
          heading: '9. Ending the contract',
          text: 'The customer may end the contract at any time with one month’s notice; the bank with two months’ notice, or at once for a serious breach.',
        },
        complaints: {
          heading: '10. Complaints',
          text: 'Complaints are handled as described in the contract: a written answer within 15 working days, then out-of-court resolution or the supervisory authority.',
        },
        law: {
          heading: '11. Governing law',
          text: 'These terms are governed by the law of {{country}}.',
        },
      },
    },
    plan: {
      title: 'Repayment plan',
      intro:
        'The repayment plan of the consumer credit of {{amount}} that {{bank}} grants to {{customer}}.',
      amount: 'Loan amount',
      nominalRate: 'Nominal interest rate (fixed, yearly)',
      signedOn: 'The agreement was signed on {{date}}.',
      columns: {
        number: 'No.',
        dueDate: 'Due date',
        payment: 'Payment',
        interest: 'Interest',
        principal: 'Principal',
        premium: 'Insurance',
        balance: 'Still owed',
      },
      totalsHeading: 'In total',
      totalInterest: 'Interest',
      totalPremium: 'Insurance premiums',
      totalPayments: 'All payments',
      fee: 'Approval fee (paid at payout)',
      footer: 'Repayment plan – {{reference}} – page {{page}} of {{pages}}',
    },
    credit: {
      title: 'Consumer credit agreement',
      figuresHeading: 'Key figures of the loan',
      amount: 'Loan amount',
      tenor: 'Repayment period',
      months_one: '{{count}} month',
      months_other: '{{count}} months',
      nominalRate: 'Nominal interest rate (fixed, yearly)',
      apr: 'Annual percentage rate of charge (APR)',
      instalment: 'Monthly instalment',
      fees: 'Fees',
      total: 'Total amount to repay',
      insurance: 'Repayment insurance',
      account: 'Payout account (IBAN)',
      payoutBank: 'Bank of the payout account',
      payoutDate: 'Payout date',
      firstInstalment: 'First instalment due',
      lastInstalment: 'Last instalment due',
      planHeading: 'Repayment plan',
      planDates:
        'The dates are for an agreement signed on {{date}}. Signed on a later day, the loan is paid out on the next working day after the signing and every instalment falls the same number of months after the payout; the amounts stay the same.',
      sections: {
        purpose: {
          heading: '1. Subject',
          text: 'The bank lends the customer {{amount}}, which the customer repays in {{months}} monthly instalments of {{instalment}}, together with interest and fees, as set out above.',
        },
        disbursement: {
          heading: '2. Disbursement',
          text: 'The bank pays the loan by a SEPA credit transfer into the customer’s account {{payoutIban}}, which the customer has declared to be in their own name, on the first working day after this agreement is signed.',
        },
        repayment: {
          heading: '3. Repayment',
          text: 'The customer repays the loan in {{months}} monthly instalments. Each falls due on the day of the month on which the loan was paid out (the last day of a shorter month), the first one month after the payout; the repayment plan below sets out each instalment’s interest and principal.',
        },
        insurance: {
          heading: '4. Insurance',
          text: 'Where repayment insurance is chosen, its premium adds 6% to the monthly instalment and is included in the APR. The insurance is optional.',
        },
        earlyRepayment: {
          heading: '5. Early repayment',
          text: 'The customer may repay the loan in full or in part at any time. The bank may ask for compensation of at most 1% of the amount repaid early (0.5% if less than a year remains).',
        },
        late: {
          heading: '6. Late payment',
          text: 'For late instalments the bank charges statutory default interest and may, after two reminders and at least 15 days’ notice, call the whole loan due.',
        },
        withdrawal: {
          heading: '7. Right of withdrawal',
          text: 'The customer may withdraw from this agreement within 14 days of signing it without giving reasons, by written notice. They then repay the amount received and the interest for the days it was used, within 30 days.',
        },
        complaints: {
          heading: '8. Complaints',
          text: 'Complaints are answered in writing within 15 working days; the customer may then turn to out-of-court dispute resolution or the supervisory authority. The APR of {{apr}} was calculated as required by Directive (EU) 2023/2225.',
        },
        law: {
          heading: '9. Governing law',
          text: 'This agreement is governed by the law of {{country}}.',
        },
      },
    },
  },
};

export default signing;
