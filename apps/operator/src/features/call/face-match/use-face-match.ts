import type { TFaceMatch, TFaceMatchMeasurement, TIdentificationDetail } from '@onboarding/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/query-keys';
import { useStaffApi } from '../../../shared/api/staff-api-context';

/** Records a measurement; the banded result goes into the call's cached detail. */
export function useRecordFaceMatch(identificationId: string) {
  const api = useStaffApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (measurement: TFaceMatchMeasurement) =>
      api.recordFaceMatch(identificationId, measurement),
    onSuccess: (faceMatch: TFaceMatch) =>
      client.setQueryData<TIdentificationDetail>(
        consoleKeys.identification(identificationId),
        (detail) =>
          detail === undefined
            ? detail
            : { ...detail, faceAnalysis: { available: true, consented: true, faceMatch } },
      ),
  });
}
