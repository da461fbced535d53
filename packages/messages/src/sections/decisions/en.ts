/**
 * Decisions with care in the operator console (decisions 267, 268): the confirmation of a call's
 * decision, its outcome on the call page, the approvals waiting for a second pair of eyes, and the
 * refusals of a relationship's end.
 */
const decisions = {
  confirm: {
    title: {
      APPROVE: 'Approve this identification?',
      REJECT: 'Reject this identification?',
      REDO: 'Send the applicant back?',
    },
    lead: {
      APPROVE: 'The applicant continues with the next step.',
      APPROVE_FOUR_EYES:
        'This approval waits for a second staff member when the bank’s rules ask for one.',
      REJECT: 'The applicant cannot continue online; they see your reason.',
      REDO: 'The applicant corrects the part named and then returns to the video call.',
    },
    decision: 'Decision',
    applicant: 'Applicant',
    product: 'Product',
    reason: 'Reason',
    part: 'Part to redo',
    outcome: {
      APPROVE: 'Approve',
      REJECT: 'Reject',
      REDO: 'Send back to redo',
    },
    confirm: {
      APPROVE: 'Approve',
      REJECT: 'Reject',
      REDO: 'Send back',
    },
    cancel: 'Cancel',
  },
  outcome: {
    heading: 'Decision recorded',
    APPROVED: 'Approved. The applicant continues with the next step.',
    REJECTED: 'Rejected. The applicant sees your reason.',
    REDO: 'Sent back to redo. The applicant returns to the call after the correction.',
    AWAITING_SECOND_APPROVAL:
      'Approved by you. The approval now waits for a second staff member; the applicant has been told.',
    reasons: 'Why a second approval: {{reasons}}',
    backToQueue: 'Back to the queue',
    fourEyesList: 'Approvals waiting for a second pair of eyes',
  },
  reason: {
    PEP: 'Politically exposed person',
    RESIDENT_ABROAD: 'Lives abroad',
    NAME_MISMATCH: 'The names given do not agree',
    BIRTH_DATE_MISMATCH: 'The birth dates given do not agree',
    SEX_MISMATCH: 'The sex given does not agree',
    DOCUMENT_MISMATCH: 'Document number or expiry does not match the document',
    DOCUMENT_EXPIRED: 'The document has expired',
    UNDERAGE: 'Under age by the document',
    POSSIBLE_DUPLICATE: 'Possible duplicate of another applicant',
    WEAK_FACE_MATCH: 'Weak face match',
  },
  fourEyes: {
    nav: 'Second approvals',
    heading: 'Approvals waiting for a second pair of eyes',
    lead: 'A high-risk approval needs a second staff member. You cannot confirm an approval you gave yourself.',
    refresh: 'Refresh the list',
    empty: 'No approval is waiting.',
    caption: 'Approvals waiting for a second staff member, the longest waiting first',
    applicant: 'Applicant',
    product: 'Product',
    reasons: 'Why',
    firstApprover: 'First approval',
    waitingSince: 'Approved at',
    actions: 'Decision',
    approve: 'Approve {{name}}',
    approveShort: 'Approve',
    reject: 'Reject {{name}}',
    rejectShort: 'Reject',
    yours: 'Your approval: a colleague confirms it',
    confirmTitle: {
      APPROVE: 'Give the second approval?',
      REJECT: 'Reject this approval?',
    },
    confirmLead: {
      APPROVE: 'The applicant continues with the next step. Both approvals are recorded.',
      REJECT: 'The applicant cannot continue online; they see your reason.',
    },
    reasonLabel: 'Reason for the rejection (the applicant sees it)',
    reasonShort: 'Write a reason of at least 3 characters.',
    approved: '{{name}} is approved. The applicant continues with the next step.',
    rejected: '{{name}} is rejected.',
    sameStaff: 'You gave the first approval: a different staff member must give the second.',
    alreadyDecided: 'This approval has already been decided.',
  },
  relationshipEnd: {
    IN_FUTURE: 'The relationship cannot end in the future.',
    BEFORE_ACCOUNT_OPENED: 'The relationship cannot end before the account was opened.',
  },
};

export default decisions;
