import type { TDocument } from '@onboarding/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from './testing/mock-api';
import { uploadDocument } from './upload-document';

const stored: TDocument = {
  id: 'doc-1',
  imageId: 'doc-1',
  prospectId: 'p-1',
  documentType: 'ENROLMENT_CERTIFICATE',
  side: null,
  state: 'UPLOADED',
  rejectionReason: null,
  documentName: 'potrdilo.pdf',
  mediaType: 'application/pdf',
  size: 5,
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadDocument', () => {
  it('posts the file in base64 with its name, type and the bank, and returns the stored document', async () => {
    const { calls } = mockApi({ 'POST /onboarding/documents': { body: stored } });
    const file = new File(['hello'], 'osebna.jpg', { type: 'image/jpeg' });

    const answer = await uploadDocument({
      uid: 'u-1',
      prospectId: 'p-1',
      documentType: 'ID',
      side: 'FRONTVIEW',
      file,
    });

    expect(answer).toEqual(stored);
    expect(calls[0]?.body).toEqual({
      uid: 'u-1',
      prospectId: 'p-1',
      documentName: 'osebna.jpg',
      mediaType: 'image/jpeg',
      content: btoa('hello'),
      bank: 'ISPS',
      documentType: 'ID',
      side: 'FRONTVIEW',
    });
  });

  it('sends no side for a one-sided document', async () => {
    const { calls } = mockApi({ 'POST /onboarding/documents': { body: stored } });
    const file = new File(['%PDF-'], 'potrdilo.pdf', { type: 'application/pdf' });

    await uploadDocument(
      { uid: 'u-1', prospectId: 'p-1', documentType: 'ENROLMENT_CERTIFICATE', side: null, file },
      { timeout: 'long' },
    );

    expect(calls[0]?.body).not.toHaveProperty('side');
    expect(calls[0]?.body).toMatchObject({ documentType: 'ENROLMENT_CERTIFICATE' });
  });

  it("rejects with the server's code, for the screen to show in the file's box", async () => {
    mockApi({
      'POST /onboarding/documents': {
        status: 400,
        body: { mainError: { code: 'FILE_TOO_LARGE', message: 'x' }, fieldErrors: [] },
      },
    });
    const file = new File(['x'], 'big.jpg', { type: 'image/jpeg' });

    await expect(
      uploadDocument({ uid: 'u-1', prospectId: 'p-1', documentType: 'ID', side: 'BACKVIEW', file }),
    ).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
  });
});
