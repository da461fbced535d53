import type { TStatement, TStatementList } from '@onboarding/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../components/ui/testing/axe';
import { errorBody, mockApi, type RecordedCall } from '../../../lib/api/testing/mock-api';
import { renderWithProviders } from '../../../test/render';
import { StatementUpload } from './statement-upload';

const PROSPECT_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const MONTHS = ['2026-08', '2026-09', '2026-10'];
const CIB = '/services/cib/documents';

const BANKS = [
  { code: '02', name: 'NLB d.d.', bic: 'LJBASI2X' },
  { code: '29', name: 'UniCredit Banka Slovenija d.d.', bic: 'BACXSI22' },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function aStatement(overrides: Partial<TStatement> = {}): TStatement {
  return {
    id: '0b6e7a52-8c1d-4f3e-9a2b-5c6d7e8f9a0b',
    name: 'august-september.pdf',
    type: 'application/pdf',
    size: 48_000,
    months: ['2026-08', '2026-09'],
    bank: '02',
    status: 'UPLOADED',
    uploadedAt: '2026-11-23T09:00:00.000Z',
    ...overrides,
  };
}

function listOf(documents: TStatement[]): TStatementList {
  const covered = new Set(documents.flatMap((document) => document.months));
  return {
    prospectId: PROSPECT_ID,
    documents,
    requiredMonths: MONTHS,
    missingMonths: MONTHS.filter((month) => !covered.has(month)),
    finalized: false,
    maxFiles: 10,
  };
}

function pdf(name: string): File {
  return new File(['%PDF-1.7\n1 0 obj\n'], name, { type: 'application/pdf' });
}

function renderUpload(
  stored: TStatement[],
  handlers: Parameters<typeof mockApi>[0] = {},
  onFinalized = vi.fn(),
) {
  let documents = stored;
  const api = mockApi({
    'GET /external/info/ocrbankcodes': { body: BANKS },
    [`POST ${CIB}/banklistriskdocuments`]: () => ({ body: listOf(documents) }),
    ...handlers,
  });
  const view = renderWithProviders(
    <StatementUpload prospectId={PROSPECT_ID} onFinalized={onFinalized} />,
  );
  return {
    ...api,
    ...view,
    onFinalized,
    setStored: (next: TStatement[]) => {
      documents = next;
    },
  };
}

function callsTo(calls: RecordedCall[], name: string) {
  return calls.filter((call) => call.path === `${CIB}/${name}`);
}

async function pickFile(file: File) {
  await userEvent.upload(screen.getByLabelText(/Choose a file/), file);
}

describe('StatementUpload', () => {
  it('shows the bank list, the stored files and the month still missing; axe clean', async () => {
    const { container } = renderUpload([aStatement()]);
    expect(await screen.findByText('august-september.pdf')).toBeDefined();
    expect(screen.getByRole('option', { name: 'NLB d.d.' })).toBeDefined();
    // The stored files fix the bank.
    const bank = screen.getByRole('combobox', { name: /Bank of the statements/ });
    await waitFor(() => expect((bank as HTMLSelectElement).value).toBe('02'));
    expect((bank as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('Still missing: October 2026.')).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('sends a picked file as base64 with the bank and its months, then lists it as uploaded', async () => {
    const { calls, setStored, container } = renderUpload([], {
      [`POST ${CIB}/uploadriskdocument`]: (call) => {
        const uploaded = aStatement({ name: 'october.pdf', months: ['2026-10'] });
        setStored([uploaded]);
        return { body: { ...uploaded, months: (call.body as { months: string[] }).months } };
      },
    });
    await screen.findByRole('option', { name: 'NLB d.d.' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Bank of the statements/ }),
      '02',
    );
    await pickFile(pdf('october.pdf'));
    const row = screen.getByText('october.pdf').closest('li') as HTMLElement;
    expect(within(row).getByText('Not sent yet')).toBeDefined();
    await expectNoAxeViolations(container);

    // No month ticked: said beside the file, nothing sent.
    await userEvent.click(within(row).getByRole('button', { name: 'Upload october.pdf' }));
    expect(within(row).getByText('Tick at least one month this file covers.')).toBeDefined();
    expect(callsTo(calls, 'uploadriskdocument')).toHaveLength(0);

    await userEvent.click(within(row).getByRole('checkbox', { name: 'October 2026' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Upload october.pdf' }));
    await waitFor(() => expect(callsTo(calls, 'uploadriskdocument')).toHaveLength(1));
    const body = callsTo(calls, 'uploadriskdocument')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      prospectId: PROSPECT_ID,
      type: 'application/pdf',
      fileType: 'pdf',
      documentName: 'october.pdf',
      bank: '02',
      months: ['2026-10'],
    });
    // spec 2 §3: base64 with the data-URL prefix removed.
    expect(atob(body.content as string)).toBe('%PDF-1.7\n1 0 obj\n');
    expect(await screen.findByText('Uploaded')).toBeDefined();
    expect(screen.queryByText('Not sent yet')).toBeNull();
  });

  it('shows a refused file with its reason in plain words', async () => {
    const { calls } = renderUpload([], {
      [`POST ${CIB}/uploadriskdocument`]: { status: 400, body: errorBody('NOT_ALLOWED_TYPE') },
    });
    await screen.findByRole('option', { name: 'NLB d.d.' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Bank of the statements/ }),
      '02',
    );
    await pickFile(pdf('renamed-photo.pdf'));
    const row = screen.getByText('renamed-photo.pdf').closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox', { name: 'August 2026' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Upload renamed-photo.pdf' }));
    expect(await within(row).findByText('Refused')).toBeDefined();
    expect(
      within(row).getByText(
        'This file is not a PDF, TIFF or JPG. Save the statement in one of those formats and try again.',
      ),
    ).toBeDefined();
    expect(callsTo(calls, 'uploadriskdocument')).toHaveLength(1);
    // Removed from the list without a call.
    await userEvent.click(within(row).getByRole('button', { name: 'Remove renamed-photo.pdf' }));
    expect(screen.queryByText('renamed-photo.pdf')).toBeNull();
  });

  it('asks for the bank before sending a file', async () => {
    const { calls } = renderUpload([]);
    await screen.findByRole('option', { name: 'NLB d.d.' });
    await pickFile(pdf('october.pdf'));
    const row = screen.getByText('october.pdf').closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox', { name: 'October 2026' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Upload october.pdf' }));
    expect(screen.getByText('Choose the bank of your statements first.')).toBeDefined();
    expect(callsTo(calls, 'uploadriskdocument')).toHaveLength(0);
  });

  it('names the missing months when finishing too early, then finishes with the bank code', async () => {
    let complete = false;
    const { onFinalized, setStored } = renderUpload([aStatement()], {
      [`POST ${CIB}/finalizeriskdocumentsupload`]: () =>
        complete
          ? { body: { finalized: true, monthsCovered: MONTHS, bankCode: '02' } }
          : {
              status: 409,
              body: {
                mainError: { code: 'MONTHS_MISSING', message: 'missing' },
                fieldErrors: [{ field: 'months', code: '2026-10' }],
              },
            },
    });
    await screen.findByText('august-september.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(
      await screen.findByText('Statements for October 2026 are missing. Upload them, then finish.'),
    ).toBeDefined();
    expect(onFinalized).not.toHaveBeenCalled();

    complete = true;
    setStored([
      aStatement(),
      aStatement({
        id: '1c7f8b63-9d2e-4a4f-8b3c-6d7e8f9a0b1c',
        name: 'october.jpg',
        type: 'image/jpeg',
        months: ['2026-10'],
      }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(onFinalized).toHaveBeenCalledWith({ bankCode: '02' }));
  });

  it('deletes a stored file', async () => {
    const { calls, setStored } = renderUpload([aStatement()], {
      [`POST ${CIB}/deleteriskdocument`]: (call) => {
        setStored([]);
        return { body: { id: (call.body as { documentId: string }).documentId, deleted: true } };
      },
    });
    await screen.findByText('august-september.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Delete august-september.pdf' }));
    await waitFor(() => expect(screen.queryByText('august-september.pdf')).toBeNull());
    expect(callsTo(calls, 'deleteriskdocument')[0]?.body).toEqual({
      prospectId: PROSPECT_ID,
      documentId: aStatement().id,
    });
    expect(screen.getByText('No files yet.')).toBeDefined();
  });
});
