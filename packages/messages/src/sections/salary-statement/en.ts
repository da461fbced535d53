import upload from '../salary-statement-upload/en';
import bank from '../salary-statement-bank/en';
/**
 * /salarystatement (decision 147): how the applicant shares the income, then
 * the income confirmation and the loan they wish for. The bank connection (`bank`) and the upload
 * (`upload`) add their own sub-sections here.
 */
const salaryStatement = {
  upload,
  bank,
  title: 'Your income',
  lead: 'To assess your loan we need your net income of the last three months. Choose how you want to share it.',
  choose: {
    found: {
      title: 'Continue with the income found at {{bank}}',
      text: 'Your bank connection has already read the last three months. Check the figures and confirm them.',
      action: 'Continue with these figures',
    },
    heading: 'How would you like to share your income?',
    bank: {
      title: 'Connect your bank',
      text: 'Log in to your online bank. We read the salary and the loan repayments of the last three months; your password stays with your bank. This is the quickest way.',
      action: 'Connect your bank',
    },
    upload: {
      title: 'Upload statements',
      text: 'Upload the account statements of the last three months as PDF, TIFF or JPG files, up to 1 MB each.',
      action: 'Upload statements',
    },
  },
  chooseAgain: 'Choose another way',
  confirm: {
    heading: 'Confirm your income and your loan',
    lead: 'Check the figures and tell us the loan you wish for. Your personal offer follows after the video call.',
    found: {
      heading: 'What we found at {{bank}}',
      account: 'Salary account {{account}}',
      caption: 'Salary and loan repayments per month',
      month: 'Month',
      salary: 'Salary',
      repayments: 'Loan repayments',
      average: 'Average per month',
    },
    income: {
      label: 'Monthly net income ({{currency}})',
      hint: 'Your average net salary of the last three months, as it appears on your statements.',
    },
    obligations: {
      label: 'Monthly repayments of your existing loans ({{currency}})',
      hint: 'Loans, leasing and credit cards you repay each month. Enter 0 if you have none.',
    },
    extraObligations: {
      label: 'Other monthly repayments we did not see ({{currency}})',
      hint: 'Loans you repay from another account or bank. Enter 0 if you have none.',
    },
    dependants: {
      label: 'Family members you support',
      hint: 'Children or other family members who live on your income. Enter 0 if none.',
    },
    wish: {
      heading: 'The loan you wish for',
      amount: {
        label: 'Amount ({{currency}})',
        hint: 'Online from {{min}} to {{max}}, in steps of {{step}}. For a larger amount an adviser decides at a branch.',
        slider: 'Amount',
      },
      tenor: {
        legend: 'Repayment period',
        hint: 'Online from {{min}} to {{max}} months.',
        years: 'Years',
        months: 'Months',
        slider: 'Repayment period',
        value: '{{years}} yr {{months}} mo',
      },
      insurance: {
        legend: 'Payment protection insurance',
        hint: 'The insurance pays your instalments if you cannot work because of illness, injury or job loss. It adds 6 % to each monthly instalment.',
        yes: 'Yes, with insurance',
        no: 'No insurance',
      },
    },
    estimate: {
      heading: 'Indicative monthly instalment',
      instalment: '{{amount}} a month',
      insurance: 'including {{premium}} insurance',
      note: 'An estimate at a fixed nominal interest rate of {{rate}} a year. The bank confirms the offer after the video call.',
      none: 'Enter the amount and the repayment period to see the instalment.',
    },
    submit: 'Confirm and continue',
    errors: {
      invalid: 'Some of the figures were not accepted. Please check them and try again.',
      statementMissing: 'We no longer have your statement. Please share your income again.',
      failed: 'We could not save your answers. Please try again in a moment.',
    },
  },
  errors: {
    euros: 'Enter the amount in euros, digits only (for example 1250 or 1250,50).',
    wholeEuros: 'Enter whole euros, digits only.',
    incomeRequired: 'Enter your monthly net income.',
    tooLarge: 'This amount is too large. Please check it.',
    countRequired: 'Enter a number from 0 to 20.',
    amountRequired: 'Enter the amount you wish to borrow.',
    amountMinimum: 'This is below the smallest loan we offer. The range is shown above the field.',
    amountStep: 'Enter the amount in steps of 100.',
    tenorRequired: 'Enter the years and months of the repayment period.',
    monthsRange: 'Enter 0 to 11 months; 12 months make a year.',
    tenorRange: 'Choose a repayment period from one year up to 30 years.',
    insuranceRequired: 'Choose whether you want the insurance.',
  },
};

export default salaryStatement;
