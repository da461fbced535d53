import { callScriptFor, type TIdentificationDetail } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OPERATOR } from '../../testing/fake-fetch';
import { renderConsole } from '../../testing/render-console';
import { CallScreen } from './call-screen';

const id = '11111111-2222-4333-8444-555555555555';

const finished: TIdentificationDetail = {
  identificationId: id,
  prospectId: '99999999-2222-4333-8444-555555555555',
  roomId: `videochat:${id}`,
  status: 'APPROVED',
  process: 'CURRENTACCOUNT',
  language: 'sl',
  applicant: {
    uid: '7041350706074223',
    fullName: 'Mira Kovač',
    email: 'mira@example.si',
    phoneNumber: null,
    sections: [{ section: 'Address', fields: [{ label: 'Town', value: 'Ljubljana' }] }],
  },
  documents: [
    {
      side: 'FRONT',
      type: 'ID',
      imagePath: `/services/operator/identifications/${id}/documents/d1/image`,
    },
  ],
  device: null,
  checklist: {
    documentGenuine: true,
    faceMatchesDocument: true,
    dataMatches: true,
    securityFeaturesShown: true,
  },
  answers: [{ kind: 'OTP', at: '2026-11-23T10:02:00.000Z', confirmed: true, attemptsLeft: 4 }],
  snapshots: [],
  consentNames: [],
  script: callScriptFor('CURRENTACCOUNT'),
  cardName: 'MIRA KOVAC',
  startedAt: '2026-11-23T10:00:00.000Z',
  endedAt: '2026-11-23T10:09:00.000Z',
  operator: { id: OPERATOR.id, fullName: OPERATOR.fullName },
};

describe('CallScreen', () => {
  it('shows a finished identification read-only: data, documents, answers, no decision', async () => {
    const { container } = renderConsole(<CallScreen identificationId={id} />, {
      [`GET identifications/${id}`]: { status: 200, body: finished },
    });
    expect(
      await screen.findByRole('heading', { name: 'Video identification: Mira Kovač' }),
    ).toBeDefined();
    expect(
      screen.getByText(
        /^The identification is finished: Approved\. Approved\. The applicant continues/,
      ),
    ).toBeDefined();
    expect(screen.getByText('Ljubljana')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Document: ID FRONT' }).getAttribute('src')).toBe(
      finished.documents[0]?.imagePath,
    );
    expect(screen.getByText('The phone number is confirmed.')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Decision' })).toBeNull();
    const checkbox = screen.getByRole('checkbox', { name: 'The document is genuine' });
    // Disabled through its fieldset.
    expect(checkbox.matches(':disabled')).toBe(true);
    const snapshot = screen.getByRole('button', { name: 'Take a snapshot: Face' });
    expect((snapshot as HTMLButtonElement).disabled).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('after a confirmed decision puts the focus on the outcome the page says (decision 272)', async () => {
    const open: TIdentificationDetail = {
      ...finished,
      status: 'IN_CALL',
      endedAt: null,
      // Another operator's call: the page shows it without taking the camera.
      operator: { id: '77777777-2222-4333-8444-555555555555', fullName: 'Eva Horvat' },
    };
    renderConsole(<CallScreen identificationId={id} />, {
      [`GET identifications/${id}`]: { status: 200, body: open },
      [`POST identifications/${id}/decision`]: { status: 200, body: { status: 'REJECTED' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Reject' }));
    await user.type(screen.getByLabelText('Reason'), 'The face does not match the document.');
    await user.click(screen.getByRole('button', { name: 'Confirm the decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this identification?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    // The form is gone with the decision; the focus is on the outcome, not on <body>.
    const outcome = await screen.findByText(/^The identification is finished: Rejected/);
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(screen.queryByRole('heading', { name: 'Decision' })).toBeNull();
  });

  it('says when the identification cannot be opened and leads back to the queue', async () => {
    const { location } = renderConsole(
      <CallScreen identificationId={id} />,
      {
        [`GET identifications/${id}`]: {
          status: 404,
          body: { mainError: { code: 'NOT_FOUND', message: 'x' }, fieldErrors: [] },
        },
      },
      { path: `/call/${id}` },
    );
    expect(
      await screen.findByRole('heading', { name: 'This identification cannot be opened.' }),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the queue' }));
    expect(location.current?.pathname).toBe('/queue');
  });
});
