/**
 * The identity-document step (decisions 085–089): the choice of document, the desktop upload with
 * the camera, the hand-off to the phone and the mobile pages. `refusal` holds the texts of the
 * server's refusal codes (packages/domain documents/quality.ts), each saying what to do.
 */
const documents = {
  // Field codes of the domain's document schemas.
  idType: {
    invalid: 'Choose an identity card or a passport.',
    required: 'Choose the document you will photograph.',
  },
  type: { invalid: 'This type of document is not accepted here.' },
  side: { invalid: 'This side does not belong to the chosen document.' },
  name: { tooLong: 'The file name is too long. Rename the file and try again.' },
  mediaType: { invalid: 'Choose a JPEG or PNG photo.' },
  bank: { invalid: 'The upload could not be sent. Reload the page and try again.' },

  documentNames: {
    ID: 'Identity card',
    PP: 'Passport',
  },
  sides: {
    ID: {
      FRONTVIEW: 'Front of your identity card',
      BACKVIEW: 'Back of your identity card',
    },
    PP: {
      FRONTVIEW: 'Photo page of your passport',
      BACKVIEW: 'Back of your passport',
    },
  },

  choose: {
    lead: 'We need clear photos of a valid identity document to confirm who you are.',
    legend: 'Which document will you use?',
    hints: {
      ID: 'Photos of the front and the back.',
      PP: 'One photo of the page with your picture.',
    },
    howTitle: 'How would you like to add the photos?',
    computer: {
      title: 'On this computer',
      text: 'Upload photos or scans you already have, or use the computer’s camera.',
      action: 'Upload on this computer',
    },
    phone: {
      title: 'With your phone',
      text: 'Scan a QR code or get a link by text message, then photograph the document with your phone.',
      action: 'Continue on my phone',
    },
    thisPhone: {
      title: 'With this phone',
      text: 'Photograph the document with this phone’s camera or choose photos you already have.',
      action: 'Take the photos here',
    },
    otherPhone: {
      title: 'With another phone',
      text: 'Get a QR code or a link by text message for another phone.',
      action: 'Use another phone',
    },
  },

  upload: {
    lead: 'Upload a photo of each side. We check every photo right away.',
    tipsTitle: 'For a good photo',
    tips: {
      frame: 'The whole document is in the picture, with all four corners.',
      light: 'Even light, no glare or shadow over the text.',
      sharp: 'Hold still so the text is sharp and readable.',
    },
    camera: {
      start: 'Use the camera',
      take: 'Take photo',
      cancel: 'Cancel',
      videoLabel: 'Camera picture: {{side}}',
      starting: 'Starting the camera…',
      problems: {
        unsupported: 'This browser cannot use a camera. Choose a file instead.',
        noCamera: 'We could not find a camera on this computer. Choose a file instead.',
        denied:
          'The camera was not allowed. Allow it in the browser’s address bar and try again, or choose a file.',
        busy: 'Another program is using the camera. Close it and try again, or choose a file.',
        failed: 'The camera did not start. Try again or choose a file.',
      },
    },
    remove: 'Delete photo',
    removeNamed: 'Delete photo: {{side}}',
    confirm: 'Confirm and continue',
    incomplete: 'Upload a photo of every side to continue.',
    changeType: 'Choose another document',
    usePhone: 'Use my phone instead',
    otherWays: 'Other ways',
  },

  correction: {
    title: 'The adviser asked you to photograph your identity document again',
    reason: 'Their reason: {{reason}}',
    kept: 'Everything else you gave stays as it is. Once the new photos are confirmed, you go back to the video call, first in line.',
  },

  refusal: {
    FILE_EMPTY: 'The file is empty. Choose the photo again.',
    FILE_TOO_LARGE:
      'The photo is larger than 6 MB. Take it at a lower resolution or choose another file.',
    FILE_TYPE_NOT_ALLOWED: 'This is not a JPEG or PNG photo. Choose a JPEG or PNG photo.',
    FILE_TYPE_MISMATCH: 'The file is not what its name says. Save it again as JPEG or PNG.',
    FILE_UNREADABLE: 'The photo could not be read (it may be damaged). Take or choose it again.',
    IMAGE_TOO_MANY_PIXELS: 'The picture is far too large. Take it at a lower resolution.',
    IMAGE_TOO_SMALL:
      'The photo is too small to read. Take it closer, so the document fills most of the picture.',
    IMAGE_TOO_DARK: 'The photo is too dark. Take it again in more light.',
    IMAGE_TOO_BRIGHT: 'The photo is too bright. Avoid direct light or flash and take it again.',
    IMAGE_BLURRED: 'The photo is blurred. Hold the camera still, let it focus and take it again.',
    IMAGE_SAME_AS_OTHER_SIDE:
      'This is the same photo as the other side. Turn the document over and take a photo of this side.',
    SENT_BACK: 'The adviser asked for a new photo of this side. Take it again.',
    failed: 'The photo could not be sent. Check your connection and try again.',
  },

  handoff: {
    lead: 'Photograph your document with your phone. This page follows along and continues by itself when you finish on the phone.',
    qrTitle: 'Scan the QR code',
    qrText: 'Open the phone’s camera and point it at the code.',
    qrLabel: 'QR code with the link for your phone',
    qrRenews: 'The code renews itself before it expires.',
    preparing: 'Preparing your link…',
    linkFailed: 'We could not prepare the link. Try again.',
    retry: 'Try again',
    sms: {
      title: 'Or get the link by text message',
      prefix: 'Country dialling code',
      phone: 'Mobile phone number',
      submit: 'Send the link',
      sent: 'We sent the link to {{phone}}. It can take a minute to arrive.',
      failed: 'The text message could not be sent. Try again in a moment.',
    },
    progress: {
      title: 'On your phone',
      live: 'This page updates by itself.',
      steps: {
        LINK_OPENED: 'Link opened',
        ID_TYPE: 'Document chosen',
        FRONTVIEW: 'Front photographed',
        BACKVIEW: 'Back photographed',
        FINALIZED: 'Photos sent',
      },
      done: 'Done',
      notYet: 'Not yet',
      rejected: '{{side}}: {{reason}} Take it again on your phone.',
      expired: 'The link has expired. A new code is shown above.',
      finished: 'Your photos arrived. Continuing…',
    },
    useComputer: 'Upload on this computer instead',
  },

  mobile: {
    opening: 'Opening your upload…',
    next: 'Next',
    back: 'Back',
    step: 'Step {{current}} of {{total}}',
    sideLead: 'Place the document on a dark, plain surface and fill the picture with it.',
    takePhoto: 'Take a photo',
    retakePhoto: 'Take the photo again',
    finalize: {
      title: 'Check and send your photos',
      lead: 'Make sure the text on every photo is sharp and readable.',
      submit: 'Send the photos',
      retake: 'Take again',
      doneTitle: 'Thank you, your photos were sent',
      doneText: 'You can put your phone away and continue on your computer.',
    },
    // A hand-off link opened again after the photos were sent (decision 202).
    alreadyDone: {
      title: 'Your photos have already been sent',
      text: 'There is nothing more to do on this phone. Continue your application on your computer.',
    },
    expired: {
      title: 'This link no longer works',
      text: 'It has expired or the photos were already sent. On your computer, choose “Continue on my phone” again to get a new link.',
    },
  },
};

export default documents;
