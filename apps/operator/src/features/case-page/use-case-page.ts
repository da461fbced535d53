import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  createCaseEvidenceApi,
  saveFile,
  type CaseEvidenceFile,
} from '../../shared/api/case-evidence-api';
import { consoleKeys } from '../../shared/api/query-keys';
import { useStaffFetch } from '../../shared/api/staff-api-context';
import { createCasePageApi } from './case-page-api';

/** One case, read whole (decision 265); kept under the case's key so a decision refreshes it. */
export function useCaseView(prospectId: string) {
  const fetch = useStaffFetch();
  const api = useMemo(() => createCasePageApi(fetch), [fetch]);
  return useQuery({ queryKey: consoleKeys.case(prospectId), queryFn: () => api.read(prospectId) });
}

/** The case's evidence ZIP (decision 151), through the export's own call, saved as a download. */
export function useEvidenceDownload(save: (file: CaseEvidenceFile) => void = saveFile) {
  const fetch = useStaffFetch();
  const api = useMemo(() => createCaseEvidenceApi(fetch), [fetch]);
  return useMutation({
    mutationFn: async (prospectId: string) => {
      const file = await api.download(prospectId);
      save(file);
      return file;
    },
  });
}
