/**
 * Texts the server sends about identity documents (decision 072): the SMS with the hand-off link.
 * Kept to the GSM 03.38 alphabet where the language allows, so one SMS holds the text and the link.
 */
const documentsServer = {
  sms: {
    // One text per product: the SMS names what the applicant opens (decision 201).
    handoffLink: {
      CURRENTACCOUNT:
        'Continue your account opening on this phone: {{link}} The link is valid for 15 minutes.',
      PERSONALLOAN:
        'Continue your loan application on this phone: {{link}} The link is valid for 15 minutes.',
      DAYPOSIT:
        'Continue opening your day deposit on this phone: {{link}} The link is valid for 15 minutes.',
      ACCOUNTOPENINGFROMLOAN:
        'Continue opening the account for your loan on this phone: {{link}} The link is valid for 15 minutes.',
    },
  },
};

export type DocumentsServerMessages = typeof documentsServer;

export default documentsServer;
