import type {
  TFaceMatchMeasurement,
  TIdentificationDetail,
  TLivenessChallengeMeasurement,
} from '@onboarding/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { consoleKeys } from '../../../shared/api/query-keys';
import type { TFaceAnalysis } from '../../../shared/api/staff-api';
import { useStaffApi } from '../../../shared/api/staff-api-context';

/** The call's hints as the server answered, into its cached detail. */
function keepHints(client: QueryClient, identificationId: string, faceAnalysis: TFaceAnalysis) {
  client.setQueryData<TIdentificationDetail>(
    consoleKeys.identification(identificationId),
    (detail) => (detail === undefined ? detail : { ...detail, faceAnalysis }),
  );
}

/** Records a face match measurement; the server's banded result goes into the cached detail. */
export function useRecordFaceMatch(identificationId: string) {
  const api = useStaffApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (measurement: TFaceMatchMeasurement) =>
      api.recordFaceMatch(identificationId, measurement),
    onSuccess: (faceAnalysis) => keepHints(client, identificationId, faceAnalysis),
  });
}

/** Records a liveness challenge's readings; the server's reading goes into the cached detail. */
export function useRecordLivenessChallenge(identificationId: string) {
  const api = useStaffApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (measurement: TLivenessChallengeMeasurement) =>
      api.recordLivenessChallenge(identificationId, measurement),
    onSuccess: (faceAnalysis) => keepHints(client, identificationId, faceAnalysis),
  });
}
