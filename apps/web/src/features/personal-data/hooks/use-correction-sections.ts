import {
  correctionSectionOf,
  PERSONAL_DATA_SECTIONS,
  type PersonalDataSection,
  type TCorrection,
} from '@onboarding/domain';
import { useCallback, useState } from 'react';
import type { SectionValidity } from '../form/section-validity';

/**
 * Which sections the screen shows (decision 244). Without a correction, every one. With the
 * video operator's correction of a data section, that section only, plus any other whose values
 * the rules refuse now (the applicant could not go on without seeing it); a section shown stays
 * shown, so it does not vanish while being typed in.
 */
export function useCorrectionSections(
  correction: TCorrection | null,
  validity: SectionValidity,
): (section: PersonalDataSection) => boolean {
  const target = correction === null ? null : correctionSectionOf(correction.part);
  const [alsoShown, setAlsoShown] = useState<ReadonlySet<PersonalDataSection>>(() => new Set());
  const refused = PERSONAL_DATA_SECTIONS.filter((section) => !validity[section]);
  // Adjusted while rendering (no effect): a newly refused section joins the ones shown.
  if (target !== null && refused.some((section) => !alsoShown.has(section))) {
    setAlsoShown(new Set([...alsoShown, ...refused]));
  }
  return useCallback(
    (section: PersonalDataSection) =>
      target === null || section === target || alsoShown.has(section),
    [target, alsoShown],
  );
}
