import type { CatalogOf } from '../../translator';
import type en from './en';

const errors: CatalogOf<typeof en> = {
  notLoggedIn: {
    title: 'Uporabnik ni prijavljen.',
    text: 'Prosimo, prijavite se znova.',
  },
  sessionEnded: {
    title: 'Vaša seja se je končala.',
    text: 'Zaradi vaše varnosti vas po nekaj časa nedejavnosti odjavimo. Prijavite se in nadaljujte, kjer ste ostali.',
  },
  technical: 'Prišlo je do napake. Opravičujemo se za nevšečnosti.',
  mobileNotFound: {
    title: 'Številke mobilnega telefona ni mogoče najti.',
    text: 'Vaše številke mobilnega telefona ne najdemo. Prosimo, izberite drug način, kako naj vas kontaktiramo.',
  },
  loginInvalid: 'Vneseni podatki niso veljavni.',
  codes: {
    SEC_BUS_LOG_OTP_WOT: 'Koda ni pravilna. Preverite jo in jo vnesite znova.',
    SEC_BUS_LOG_OTP_MOT: 'Napačno kodo ste vnesli prevečkrat. Nadaljujte z novo kodo.',
    SEC_BUS_LOG_ROT_AMR: 'Preveč poskusov prijave. Vaš račun je blokiran.',
    TOO_MANY_REQUESTS: 'Preveč poskusov. Počakajte trenutek in poskusite znova.',
    VALIDATION_FAILED: 'Nekateri podatki niso veljavni. Preverite označena polja.',
  },
};

export default errors;
