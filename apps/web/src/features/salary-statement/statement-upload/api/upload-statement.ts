import { ZStatement, type TStatement, type TStatementUploadRequest } from '@onboarding/domain';
import { cibApi } from './cib-client';

/** The file as base64 without the `data:…;base64,` prefix (spec 2 §3 salary statement content). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export interface StatementUploadInput {
  readonly prospectId: string;
  readonly bank: string;
  readonly months: readonly string[];
  readonly file: File;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1, dot + 11).replace(/[^A-Za-z0-9]/g, '');
}

/**
 * `POST /services/cib/documents/uploadriskdocument`: one statement. A refused file is the row's
 * to show (its reason beside it), so failures are not routed.
 */
export async function uploadStatement({
  prospectId,
  bank,
  months,
  file,
}: StatementUploadInput): Promise<TStatement> {
  const body: TStatementUploadRequest = {
    prospectId,
    content: await readAsBase64(file),
    type: file.type || 'application/octet-stream',
    fileType: extensionOf(file.name),
    documentName: file.name,
    bank,
    months: [...months],
  };
  return cibApi.post('/documents/uploadriskdocument', {
    body,
    schema: ZStatement,
    timeout: 'long',
    routeErrors: false,
  });
}
