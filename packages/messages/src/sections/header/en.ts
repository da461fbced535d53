/** The applicant page header (spec 3 §2): actions for a signed-in applicant. */
const header = {
  actionsLabel: 'Application',
  exit: 'Exit',
  saveAndExit: 'Save and exit',
  menu: 'Menu',
  myApplication: 'My application',
};

export default header;
