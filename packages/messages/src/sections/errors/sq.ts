import type { CatalogOf } from '../../translator';
import type en from './en';

const errors: CatalogOf<typeof en> = {
  notLoggedIn: {
    title: 'Përdoruesi nuk është i identifikuar.',
    text: 'Ju lutemi, hyni përsëri.',
  },
  sessionEnded: {
    title: 'Seanca juaj ka përfunduar.',
    text: 'Për sigurinë tuaj ju nxjerrim nga llogaria pas një kohe pa aktivitet. Hyni për të vazhduar aty ku e latë.',
  },
  technical: 'Diçka shkoi keq. Na vjen keq për shqetësimin.',
  mobileNotFound: {
    title: 'Numri i celularit nuk u gjet.',
    text: 'Nuk e gjejmë numrin tuaj të celularit. Ju lutemi, zgjidhni një mënyrë tjetër për t’ju kontaktuar.',
  },
  loginInvalid: 'Të dhënat që futët nuk janë të vlefshme.',
  codes: {
    SEC_BUS_LOG_OTP_WOT: 'Kodi nuk është i saktë. Kontrollojeni dhe futeni përsëri.',
    SEC_BUS_LOG_OTP_MOT: 'Keni futur kod të gabuar shumë herë. Vazhdoni me një kod të ri.',
    SEC_BUS_LOG_ROT_AMR: 'Shumë përpjekje për të hyrë. Llogaria juaj është bllokuar.',
    TOO_MANY_REQUESTS: 'Shumë përpjekje. Prisni pak dhe provoni përsëri.',
    VALIDATION_FAILED: 'Disa të dhëna nuk janë të vlefshme. Kontrolloni fushat e shënuara.',
  },
};

export default errors;
