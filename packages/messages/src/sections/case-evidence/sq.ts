import type { CatalogOf } from '../../translator';
import type en from './en';

/**
 * Eksportimi i provave të një aplikimi në konsolën e operatorit (decision 151):
 * mbikëqyrësi fut id-në e aplikimit dhe shkarkon provat e tij si një ZIP.
 */
const caseEvidence: CatalogOf<typeof en> = {
  nav: 'Provat e aplikimit',
  heading: 'Provat e aplikimit',
  lead: 'Shkarkoni gjithçka që banka mban për një aplikim në një ZIP të vetëm: kronologjinë, pëlqimet, dokumentet, identifikimin me video, kontratat e nënshkruara dhe një listë të çdo skedari me SHA-256 të tij, të vulosur me çelësin e bankës. Çdo shkarkim regjistrohet.',
  idLabel: 'Id e aplikimit',
  idHint: 'Id e aplikimit (prospect), për shembull 3f2b8c1e-5d4a-4e6b-9c8d-7a1b2c3d4e5f.',
  download: 'Shkarko provat',
  downloading: 'Po përgatiten provat…',
  downloaded: 'Provat e aplikimit {{id}} u shkarkuan si {{file}}.',
  errors: {
    idMissing: 'Shkruani id-në e aplikimit.',
    idInvalid: 'Id e aplikimit ka 36 shenja: 8-4-4-4-12 shifra dhe shkronja a–f.',
    notFound: 'Nuk ka aplikim me këtë id. Kontrollojeni dhe provoni përsëri.',
    refused: 'Vetëm një mbikëqyrës mund të eksportojë një aplikim. Përpjekja u regjistrua.',
    failed: 'Provat nuk mund të përgatiteshin. Provoni përsëri pas pak.',
  },
};

export default caseEvidence;
