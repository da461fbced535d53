import { API_BASE_SLO } from '@onboarding/domain';
import { StaffApiError } from './api-error';
import type { Fetch } from './http';

/** The evidence ZIP of one case and the name the server gave it. */
export interface CaseEvidenceFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/**
 * The supervisor's case evidence export (decision 151). The route sits under
 * /services/slo (onboarding/staff/cases): the staff cookie (Path=/) goes with it, and the answer
 * is a ZIP, not JSON, so it is read as a Blob here rather than through staffRequest.
 */
export interface CaseEvidenceApi {
  download(prospectId: string): Promise<CaseEvidenceFile>;
}

function fileNameOf(response: Response, prospectId: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? `case-${prospectId}.zip`;
}

async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { mainError?: { code?: unknown } } | null;
    const code = body?.mainError?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

export function createCaseEvidenceApi(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
): CaseEvidenceApi {
  return {
    async download(prospectId) {
      let response: Response;
      try {
        response = await fetchImpl(
          `${API_BASE_SLO}/onboarding/staff/cases/${encodeURIComponent(prospectId)}/evidence`,
          { method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/zip' } },
        );
      } catch {
        throw new StaffApiError(undefined, undefined);
      }
      if (!response.ok) throw new StaffApiError(response.status, await errorCodeOf(response));
      return { blob: await response.blob(), fileName: fileNameOf(response, prospectId) };
    },
  };
}

/** Hands a downloaded file to the browser as a download of its own name. */
export function saveFile({ blob, fileName }: CaseEvidenceFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: the browser has taken its own reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
