import type { CatalogOf } from '../../translator';
import type en from './en';

/**
 * Izvoz dokazov o vlogi v operaterski konzoli (decision 151): nadzornik vpiše
 * id vloge in prenese njene dokaze v eni datoteki ZIP.
 */
const caseEvidence: CatalogOf<typeof en> = {
  nav: 'Dokazi o vlogi',
  heading: 'Dokazi o vlogi',
  lead: 'Prenesite vse, kar banka hrani o eni vlogi, v eni datoteki ZIP: časovnico, privolitve, dokumente, video identifikacijo, podpisane pogodbe in seznam vseh datotek z njihovimi SHA-256, zapečaten s ključem banke. Vsak prenos se zabeleži.',
  idLabel: 'Id vloge',
  idHint: 'Id vloge (prospect), na primer 3f2b8c1e-5d4a-4e6b-9c8d-7a1b2c3d4e5f.',
  download: 'Prenesi dokaze',
  downloading: 'Pripravljamo dokaze …',
  downloaded: 'Dokazi o vlogi {{id}} so bili preneseni kot {{file}}.',
  errors: {
    idMissing: 'Vpišite id vloge.',
    idInvalid: 'Id vloge ima 36 znakov: 8-4-4-4-12 števk in črk od a do f.',
    notFound: 'Vloge s tem id-jem ni. Preverite ga in poskusite znova.',
    refused: 'Dokaze o vlogi lahko izvozi samo nadzornik. Poskus je bil zabeležen.',
    failed: 'Dokazov ni bilo mogoče pripraviti. Poskusite znova čez trenutek.',
  },
};

export default caseEvidence;
