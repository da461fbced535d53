/**
 * Texts the server sends about identity documents (issue 5): the SMS with the hand-off link. Kept
 * to the GSM 03.38 alphabet where the language allows, so one SMS holds the text and the link.
 */
const documentsServer = {
  sms: {
    handoffLink:
      'Continue your account opening on this phone: {{link}} The link is valid for 15 minutes.',
  },
};

export type DocumentsServerMessages = typeof documentsServer;

export default documentsServer;
