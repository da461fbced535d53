import { ZCommercialConsentAnswer, ZTextBoolean, type TConsentsAnswers } from '@onboarding/domain';
import type { ConsentsRow } from './repository';

/** The stored row as the answers of spec 2 §3 (question responses and commercial consents). */
export function toAnswers(row: ConsentsRow): TConsentsAnswers {
  return {
    questionResponses: {
      PEP: ZTextBoolean.parse(row.pep),
      FATCA: ZTextBoolean.parse(row.fatca),
      CRS: ZTextBoolean.parse(row.crs),
    },
    consents: row.commercial.map((answer) => ZCommercialConsentAnswer.parse(answer)),
  };
}
