/**
 * The salary statement upload on /salarystatement (decision 149):
 * `salaryStatement.upload.*`.
 */
const upload = {
  intro:
    'Upload the statements of the account your salary is paid into, covering {{months}}. PDF, TIFF or JPG files of up to 1 MB each; several files are fine.',
  bank: {
    label: 'Bank of the statements',
    placeholder: 'Choose the bank',
    hint: 'The bank that keeps the account your salary is paid into.',
    required: 'Choose the bank of your statements first.',
    loadFailed: 'We could not load the list of banks. Please reload the page.',
  },
  drop: 'Your statements',
  list: {
    heading: 'Your files',
    empty: 'No files yet.',
    loadFailed: 'We could not load the files you uploaded before. Please reload the page.',
  },
  months: {
    legend: 'Months {{file}} covers',
    required: 'Tick at least one month this file covers.',
    missing: 'Still missing: {{months}}.',
    complete: 'Your files cover all three months.',
  },
  status: {
    PENDING: 'Not sent yet',
    SENDING: 'Sending…',
    UPLOADED: 'Uploaded',
    CONFIRMED: 'Confirmed',
    REJECTED: 'Refused',
  },
  actions: {
    send: 'Upload {{file}}',
    delete: 'Delete {{file}}',
    remove: 'Remove {{file}}',
    finish: 'Finish',
  },
  reasons: {
    NOT_ALLOWED_TYPE:
      'This file is not a PDF, TIFF or JPG. Save the statement in one of those formats and try again.',
    TOO_LARGE:
      'This file is larger than 1 MB. Save it at a lower resolution or split it into several files.',
    EMPTY: 'This file is empty. Choose the statement file again.',
    NOT_BASE64: 'This file could not be read. Choose it again.',
    MONTH_OUT_OF_RANGE:
      'We need statements of the last three full months only. Tick the months this file covers.',
    TOO_MANY_FILES:
      'You have uploaded the most files we take (10). Delete one before adding another.',
    UNKNOWN_BANK: 'Choose the bank of your statements from the list.',
    BANK_MISMATCH:
      'All statements must come from the same bank. Delete the others to change the bank.',
    STATEMENTS_FINALIZED: 'Your statements are already submitted.',
    failed: 'The file could not be uploaded. Please try again.',
  },
  finish: {
    missing: 'Statements for {{months}} are missing. Upload them, then finish.',
    failed: 'We could not finish the upload. Please try again in a moment.',
    pending: 'Upload or remove the files not sent yet, then finish.',
  },
  errors: {
    month: 'Choose a month from the list.',
    monthsRequired: 'Tick at least one month this file covers.',
    monthsRepeated: 'Tick each month once.',
    UNKNOWN_BANK: 'Choose the bank of your statements from the list.',
  },
};

export default upload;
