import type { TConsentDocument } from '@onboarding/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLanguage } from '../../../lib/i18n/i18n-context';
import { consentDocumentsKey, recreateConsentDocuments } from '../api/consents';

/**
 * The applicant accepts documents they can read: when the listed documents are in another language
 * than the page (the language was switched after they were made), they are made again in the
 * page's language, once per language. Returns whether that is under way or about to start.
 */
export function useDocumentsInPageLanguage(
  prospectId: string,
  documents: readonly TConsentDocument[] | undefined,
): boolean {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const recreate = useMutation({
    mutationKey: ['consent-documents-language', prospectId, language],
    mutationFn: () => recreateConsentDocuments(prospectId),
    onSuccess: (answer) => queryClient.setQueryData(consentDocumentsKey(prospectId), answer),
  });
  const otherLanguage =
    documents !== undefined && documents.some((document) => document.language !== language);
  const { mutate, isIdle } = recreate;
  useEffect(() => {
    if (otherLanguage && isIdle) mutate();
  }, [otherLanguage, isIdle, mutate]);
  // From the render that finds them in another language: the list in the wrong language is never
  // painted, not even for the one render before the effect starts the remaking.
  return recreate.isPending || (otherLanguage && isIdle);
}
