import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../components/ui/testing/axe';
import { errorBody, mockApi, type RecordedCall } from '../../lib/api/testing/mock-api';
import { aProcess, aStatus } from '../../lib/wizard/testing/status-fixtures';
import type { TIdDocumentStatus } from '@onboarding/domain';
import { UploadPhotoPage } from './upload-photo-page';
import {
  aDocument,
  photo,
  PROSPECT_ID,
  renderDocuments,
  someDocuments,
} from './testing/render-documents';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderUpload(first: TIdDocumentStatus, handlers: Parameters<typeof mockApi>[0] = {}) {
  let documents = first;
  const api = mockApi({
    'GET /onboarding/images': () => ({ body: documents }),
    'GET /onboarding/prospects/status': {
      body: aStatus(aProcess({ prospectId: PROSPECT_ID, prospectState: 'PROSPECT_IDS_UPLOADED' })),
    },
    ...handlers,
  });
  const view = renderDocuments('/documentsupload/uploadphoto', {
    '/documentsupload/uploadphoto': <UploadPhotoPage />,
  });
  return { ...api, ...view, setDocuments: (next: TIdDocumentStatus) => (documents = next) };
}

function sideBox(name: RegExp): HTMLElement {
  const title = screen.getByText(name, { selector: '.upload-box__title' });
  return title.closest('.upload-box') as HTMLElement;
}

function posted(calls: RecordedCall[]) {
  return calls.filter((call) => call.method === 'POST' && call.path === '/onboarding/documents');
}

describe('/documentsupload/uploadphoto', () => {
  it('offers a box per side of the identity card and keeps Confirm off until both are in', async () => {
    const { container } = renderUpload(someDocuments('ID'));
    expect(await screen.findByText('Front of your identity card')).toBeDefined();
    expect(screen.getByText('Back of your identity card')).toBeDefined();
    const confirm = screen.getByRole('button', { name: 'Confirm and continue' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Upload a photo of every side to continue.')).toBeDefined();
    expect(
      within(sideBox(/Front of your/)).getByRole('button', { name: 'Use the camera' }),
    ).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('asks for the photo page only for a passport', async () => {
    renderUpload(someDocuments('PP'));
    expect(await screen.findByText('Photo page of your passport')).toBeDefined();
    expect(screen.queryByText(/Back of your/)).toBeNull();
  });

  it('sends a picked photo as base64 with its side, then shows the stored preview', async () => {
    const { calls, setDocuments } = renderUpload(someDocuments('ID'), {
      'POST /onboarding/documents': () => {
        setDocuments(someDocuments('ID', { FRONTVIEW: 'UPLOADED' }));
        return { body: aDocument('FRONTVIEW') };
      },
    });
    await screen.findByText('Front of your identity card');
    const input = within(sideBox(/Front of your/)).getByLabelText(/Choose a file/);
    await userEvent.upload(input, photo('front.jpg'));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0]?.body).toMatchObject({
      uid: expect.any(String) as string,
      prospectId: PROSPECT_ID,
      documentName: 'front.jpg',
      mediaType: 'image/jpeg',
      bank: 'ISPS',
      documentType: 'ID',
      side: 'FRONTVIEW',
      content: btoa(String.fromCharCode(...new Uint8Array(2000).fill(7))),
    });
    const preview = await screen.findByRole('img', { name: 'Preview of the uploaded file' });
    expect(preview.getAttribute('src')).toBe('/services/slo/onboarding/images/image-frontview');
    expect(
      screen.getByRole('button', { name: 'Delete photo: Front of your identity card' }),
    ).toBeDefined();
  });

  it('shows the quality gate refusal next to that side only, in plain words', async () => {
    const { setDocuments } = renderUpload(someDocuments('ID', { BACKVIEW: 'UPLOADED' }), {
      'POST /onboarding/documents': () => {
        setDocuments(
          someDocuments(
            'ID',
            { FRONTVIEW: 'REJECTED', BACKVIEW: 'UPLOADED' },
            {
              FRONTVIEW: 'IMAGE_TOO_DARK',
            },
          ),
        );
        return { status: 422, body: errorBody('IMAGE_TOO_DARK') };
      },
    });
    await screen.findByText('Front of your identity card');
    await userEvent.upload(
      within(sideBox(/Front of your/)).getByLabelText(/Choose a file/),
      photo('dark.jpg'),
    );
    const front = sideBox(/Front of your/);
    expect(
      await within(front).findByText('The photo is too dark. Take it again in more light.'),
    ).toBeDefined();
    expect(within(sideBox(/Back of your/)).queryByRole('listitem')).toBeNull();
    expect(within(sideBox(/Back of your/)).getByRole('img')).toBeDefined();
  });

  it('shows the reason a REJECTED side keeps when the page opens', async () => {
    renderUpload(someDocuments('ID', { FRONTVIEW: 'REJECTED' }, { FRONTVIEW: 'IMAGE_BLURRED' }));
    const front = await waitFor<HTMLElement>(() => sideBox(/Front of your/));
    expect(within(front).getByText(/The photo is blurred/)).toBeDefined();
    expect(within(front).getByLabelText(/Choose a file/)).toBeDefined();
  });

  it('refuses a file over 6 MB before sending it', async () => {
    const { calls } = renderUpload(someDocuments('ID'));
    await screen.findByText('Front of your identity card');
    const input = within(sideBox(/Front of your/)).getByLabelText(/Choose a file/);
    await userEvent.upload(input, photo('huge.jpg', 'image/jpeg', 6_000_001));
    expect(await screen.findByText('huge.jpg is larger than 6 MB.')).toBeDefined();
    expect(posted(calls)).toHaveLength(0);
  });

  it('deletes a photo and asks for that side again', async () => {
    const { calls, setDocuments } = renderUpload(
      someDocuments('ID', { FRONTVIEW: 'UPLOADED', BACKVIEW: 'UPLOADED' }),
      {
        'DELETE /onboarding/images/image-frontview': () => {
          setDocuments(someDocuments('ID', { BACKVIEW: 'UPLOADED' }));
          return { body: { id: 'image-frontview', deleted: true } };
        },
      },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete photo: Front of your identity card' }),
    );
    await waitFor(() =>
      expect(within(sideBox(/Front of your/)).getByLabelText(/Choose a file/)).toBeDefined(),
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm and continue' }).disabled,
    ).toBe(true);
  });

  it('confirms the sides and continues where the server says: /personaldata', async () => {
    const { calls, container } = renderUpload(
      someDocuments('ID', { FRONTVIEW: 'UPLOADED', BACKVIEW: 'UPLOADED' }),
      {
        'POST /onboarding/setIDDocument': {
          body: {
            prospectId: PROSPECT_ID,
            prospectState: 'PROSPECT_IDS_UPLOADED',
            documents: someDocuments('ID', { FRONTVIEW: 'UPLOADED', BACKVIEW: 'UPLOADED' }),
          },
        },
      },
    );
    const confirm = await screen.findByRole('button', { name: 'Confirm and continue' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    await expectNoAxeViolations(container);
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/personaldata'));
    expect(calls.find((call) => call.path === '/onboarding/setIDDocument')?.body).toEqual({
      uid: expect.any(String) as string,
      prospectId: PROSPECT_ID,
    });
  });

  it('sends the applicant to choose the document first', async () => {
    renderUpload(someDocuments(null));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/documentsupload'),
    );
  });
});
