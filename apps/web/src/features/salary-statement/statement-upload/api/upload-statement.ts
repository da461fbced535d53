import { ZStatement, type TStatement, type TStatementUploadRequest } from '@onboarding/domain';
import { cibApi } from '../../../../lib/api/api';
import { readAsBase64 } from '../../../../lib/api/upload-document';

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
