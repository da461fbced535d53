/** The video identification of the applicant (/videochat, spec 1 §4, spec 3 §4; decision 136). */
const videoChat = {
  title: 'Video identification',
  lead: 'An adviser confirms your identity in a short video call. First we check that your browser, microphone, camera and connection are ready.',
  steps: {
    current: 'Step {{current}} of {{total}}: {{name}}',
    CONSENTS: 'Consent',
    BROWSER_CHECK: 'Browser',
    MICROPHONE_CHECK: 'Microphone',
    CAMERA_CHECK: 'Camera',
    NETWORK_CHECK: 'Connection',
  },
  continue: 'Continue',
  consent: {
    title: 'Recording of the call',
    text: 'The law asks us to record the video call and to keep the recording, the photos of your face and your identity document taken during the call, and your answers as proof of your identification. We keep them for as long as the law requires and use them for no other purpose.',
    checkbox: 'I agree that the video call is recorded and processed to confirm my identity',
    faceComparison:
      'Optional: I agree that, to help the adviser, software on the bank’s own computers may compare my face in the call with the photo on my identity document',
    faceComparisonHint:
      'Only the result of the comparison is kept, never a template of your face; the adviser decides, not the software. Without your agreement the adviser compares by eye, and nothing else changes.',
    required: 'Tick the box to agree, or the call cannot take place.',
  },
  browser: {
    title: 'Browser',
    checking: 'Checking that your browser supports video calls…',
    ok: 'Your browser supports video calls.',
  },
  microphone: {
    title: 'Microphone',
    text: 'Allow the microphone when your browser asks, then say a few words: the bar below should move.',
    asking: 'Waiting for your permission to use the microphone…',
    meter: 'Microphone level',
    heard: 'We can hear you.',
  },
  camera: {
    title: 'Camera',
    text: 'Allow the camera when your browser asks. Check that your face is well lit and fully in the picture.',
    asking: 'Waiting for your permission to use the camera…',
    preview: 'Your camera',
    figures: 'Picture: {{width}} × {{height}} at {{frameRate}} frames a second',
  },
  network: {
    title: 'Connection',
    text: 'We send and receive a little data to check that your connection is fast enough for video.',
    measuring: 'Measuring your connection…',
    download: 'Receiving: {{kbps}} kbit/s',
    upload: 'Sending: {{kbps}} kbit/s',
    ok: 'Your connection is fast enough.',
  },
  problem: {
    heading: 'What to do',
    retry: 'Check again',
    leave: 'Save and finish later',
    NO_WEBRTC: {
      title: 'Your browser cannot make video calls',
      text: 'Open this page in a recent version of Chrome, Edge, Firefox or Safari. If you use a work computer, its settings may block the camera: try another device.',
    },
    MICROPHONE_DENIED: {
      title: 'The microphone is blocked',
      text: 'Your browser did not allow the microphone for this page.',
    },
    MICROPHONE_MISSING: {
      title: 'No microphone found',
      text: 'Connect a microphone or headset, check that no other application (another call, say) is using it, then check again.',
    },
    MICROPHONE_SILENT: {
      title: 'We cannot hear you',
      text: 'The microphone sends no sound. Check that it is not muted (a switch on the headset or the keyboard), choose the right microphone in your system settings, then check again.',
    },
    CAMERA_DENIED: {
      title: 'The camera is blocked',
      text: 'Your browser did not allow the camera for this page.',
    },
    CAMERA_MISSING: {
      title: 'No camera found',
      text: 'Connect a camera, check that no other application is using it, then check again. You can also continue on a phone or tablet with a camera.',
    },
    CAMERA_TOO_WEAK: {
      title: 'The camera’s picture is not good enough',
      text: 'For the identification the picture needs at least 640 × 480 pixels at 15 frames a second. Use a better camera or another device, and close other applications that use the camera.',
    },
    NETWORK_DOWNLOAD_SLOW: {
      title: 'Your connection is too slow',
      text: 'Receiving measured {{kbps}} kbit/s; the video call needs at least {{min}} kbit/s. Move closer to your Wi-Fi router, stop downloads and other video, or use another network.',
    },
    NETWORK_UPLOAD_SLOW: {
      title: 'Your connection is too slow for sending video',
      text: 'Sending measured {{kbps}} kbit/s; the video call needs at least {{min}} kbit/s. Stop uploads and other calls, move closer to your Wi-Fi router, or use another network.',
    },
    NETWORK_FAILED: {
      title: 'We could not test your connection',
      text: 'Check that you are online, then check again.',
    },
    permission: {
      chrome:
        'In Chrome, click the settings icon left of the address bar, switch on the camera and microphone for this site, then reload the page.',
      edge: 'In Edge, click the lock icon left of the address bar, choose Permissions for this site, set the camera and microphone to Allow, then reload the page.',
      firefox:
        'In Firefox, click the permissions icon (a crossed-out camera or microphone) in the address bar, remove the block, then reload the page and allow access.',
      safari:
        'In Safari, open Safari › Settings for this website (on iPhone or iPad: the aA icon › Website settings), set the camera and microphone to Allow, then reload the page.',
      other:
        'Open your browser’s site settings for this page, allow the camera and microphone, then reload the page.',
      system:
        'If they are allowed in the browser, your computer may block them: on a Mac see System Settings › Privacy & Security; on Windows see Settings › Privacy › Camera and Microphone.',
    },
  },
  queue: {
    title: 'Waiting for an adviser',
    joining: 'Joining the queue…',
    text: 'Stay on this page. The call starts as soon as an adviser is free.',
    position: 'You are number {{position}} in the queue.',
    wait_one: 'Estimated wait: about {{count}} minute.',
    wait_other: 'Estimated wait: about {{count}} minutes.',
    waitShort: 'Estimated wait: less than a minute.',
    countdown: 'An adviser should answer within {{time}}.',
    overdue: 'Our advisers are all busy.',
    extendTitle: 'No adviser is free yet',
    extendText:
      'You can wait 3 more minutes, book a video call for a time that suits you, or ask us to call you back.',
    extend: 'Wait 3 more minutes',
    book: 'Book a video call',
    callBack: 'Ask for a call back',
    leave: 'Leave the queue',
    startFailed: 'You could not join the queue. Try again in a moment.',
    extendFailed: 'The waiting time could not be extended.',
  },
  call: {
    title: 'Video call',
    connecting: 'Connecting the video…',
    withOperator: 'You are talking to {{name}}.',
    withAdviser: 'You are talking to an adviser.',
    remoteVideo: 'The adviser’s video',
    localVideo: 'Your camera',
    controls: 'Call controls',
    mute: 'Mute the microphone',
    unmute: 'Switch the microphone on',
    cameraOff: 'Switch the camera off',
    cameraOn: 'Switch the camera on',
    leave: 'Leave the call',
    reconnecting: 'Connection lost, reconnecting…',
    chat: {
      title: 'Chat',
      hint: 'If you cannot hear the adviser, write here.',
      log: 'Chat messages',
      you: 'You',
      adviser: 'Adviser',
      label: 'Your message',
      send: 'Send',
      failed: 'The message was not sent. Check your connection.',
    },
  },
  timeLimit: {
    title: 'No adviser could take your call',
    text: 'We are sorry you waited. Book a video call for a time that suits you or ask us to call you back; your application is saved.',
    tryAgain: 'Try again',
  },
  outcome: {
    APPROVED: {
      title: 'Your identity is confirmed',
      text: 'Thank you. You can continue with your application.',
    },
    REJECTED: {
      title: 'We could not confirm your identity',
      text: 'The adviser could not confirm your identity online. You can finish your application at a branch.',
      branch: 'Go to the branch options',
    },
    REDO: {
      title: 'Please correct one part of your application',
      text: 'The adviser asked you to redo a part of your application. After that you will return to the video call.',
    },
    INTERRUPTED: {
      title: 'The call was interrupted',
      text: 'The connection could not be restored in time. For your security the identification starts again from the beginning.',
      restart: 'Start again',
    },
    AWAITING_SECOND_APPROVAL: {
      title: 'The call is over: a second colleague confirms the approval',
      text: 'Thank you. For your application the bank’s rules ask a second colleague to confirm the approval. This is usually done the same working day. You can close this page; when you sign in again you continue with the next step as soon as the approval is confirmed.',
      check: 'Check again',
    },
    reason: 'The adviser’s reason: {{reason}}',
  },
  closed: {
    next: 'Our video advisers are next available {{day}} from {{time}}.',
    today: 'today',
    tomorrow: 'tomorrow',
    onDate: 'on {{date}}',
    book: 'Book a video call',
    callBack: 'Ask for a call back',
  },
  cardName: {
    invalid:
      'Use capital letters without accents, spaces, hyphens, apostrophes or dots, at most 26 characters.',
  },
  redo: {
    DOCUMENTS: 'The adviser asked you to upload your identity document again.',
    PERSONAL: 'The adviser asked you to correct your personal data.',
    ADDRESS: 'The adviser asked you to correct your address.',
    CONTACT: 'The adviser asked you to correct your contact details.',
    EMPLOYMENT: 'The adviser asked you to correct your employment details.',
    PURPOSE: 'The adviser asked you to correct the purpose of the business relationship.',
  },
  overlay: {
    phone: {
      title: 'Your mobile number',
      text: 'Check that this is your mobile phone number. The adviser will send a code to it.',
      label: 'Mobile number',
      close: 'Close',
    },
    otp: {
      title: 'Confirm your mobile number',
      text: 'We sent a 6-digit code by SMS to your mobile phone. Type it here.',
      label: 'Code from the SMS',
      send: 'Confirm the code',
      invalid: 'Type the 6 digits of the code.',
      refused_one: 'The code is not right. You have {{count}} more try.',
      refused_other: 'The code is not right. You have {{count}} more tries.',
      sent: 'Code sent. The adviser is checking it.',
    },
    cardName: {
      title: 'Your name on the card',
      text: 'This is how your name will appear on your debit card. Confirm it, or correct it (capital letters without accents, at most 26 characters).',
      cardLabel: 'Picture of the card with your name',
      label: 'Name on the card',
      confirm: 'Confirm the name',
      invalid:
        'Use capital letters without accents, spaces, hyphens, apostrophes or dots, at most 26 characters.',
    },
    consents: {
      title: 'Consent {{current}} of {{total}}',
      question: 'Do you agree?',
      yes: 'Yes, I agree',
      no: 'No, I do not agree',
      names: {
        CLAIM_RECOVERY_DATA_HANDLING:
          'I agree that the bank processes my personal data for the recovery of any claims.',
        SOUND_RECORDING:
          'I agree that my telephone conversations with the bank are recorded and kept.',
        NON_POSTAL_CONNECTION_HANDLING:
          'I agree that the bank contacts me by e-mail, SMS and telephone instead of by post.',
        DIRECT_MARKETING:
          'I agree that the bank sends me offers of its products and services (direct marketing).',
        FREE_CASH_WITHDRAWAL:
          'I want free cash withdrawals at the ATMs of partner banks on my debit card.',
        THREE_D_SECURE:
          'I want my card protected for online payments (3-D Secure) with my mobile number.',
        CREDITBUREAUSTORAGE:
          'I agree that the bank stores the data of my loan in the credit bureau (SISBON).',
        CREDITBUREAUPASS:
          'I agree that the bank passes my data to the credit bureau (SISBON) and reads it there.',
      },
    },
  },
};

export default videoChat;
