import type { TCaseView } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SUPERVISOR } from '../../testing/fake-fetch';
import { renderConsole } from '../../testing/render-console';
import { CasePage } from './case-page';

const ID = '0b9f5e1c-3d2a-4c8b-9e7f-1a2b3c4d5e6f';
const IDENTIFICATION = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const SNAPSHOT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

const caseView: TCaseView = {
  prospectId: ID,
  applicationNumber: '2026-000123',
  createdAt: '2026-11-20T09:00:00.000Z',
  process: 'CURRENTACCOUNT',
  state: 'PROSPECT_VERIFIED',
  applicant: { fullName: 'Jana Čebašek', email: 'jana@example.com', phoneNumber: '+38641555202' },
  product: { type: 'CURRENTACCOUNT', packageName: 'Digital', state: 'PRODUCT_DOCUMENTS_SIGNED' },
  timeline: [
    {
      id: 1,
      at: '2026-11-20T09:00:00.000Z',
      action: 'prospect.state_changed',
      kind: 'STATE',
      actor: { kind: 'APPLICANT' },
      from: 'PROSPECT_NEW',
      to: 'PROSPECT_EMAIL_CHECKED',
      outcome: null,
    },
    {
      id: 2,
      at: '2026-11-20T10:00:00.000Z',
      action: 'videochat.decided',
      kind: 'DECISION',
      actor: { kind: 'STAFF', name: 'Nina Operater' },
      from: null,
      to: null,
      outcome: 'APPROVE',
    },
    {
      id: 3,
      at: '2026-11-20T10:01:00.000Z',
      action: 'dossier.something_new',
      kind: 'STATE',
      actor: { kind: 'SYSTEM' },
      from: null,
      to: null,
      outcome: null,
    },
  ],
  data: [
    {
      section: 'PERSONAL',
      fields: [
        { label: 'gender', value: 'FEMALE' },
        { label: 'birthDate', value: '1990-05-17' },
      ],
    },
    { section: 'EMPLOYMENT', fields: [{ label: 'originOfFunds', value: 'SALARY, SALARY' }] },
  ],
  documents: [
    {
      side: 'FRONTVIEW',
      type: 'ID',
      imagePath: `/services/operator/cases/${ID}/documents/d/image`,
    },
  ],
  calls: [
    {
      identificationId: IDENTIFICATION,
      status: 'APPROVED',
      queuedAt: '2026-11-20T09:55:00.000Z',
      startedAt: '2026-11-20T09:56:00.000Z',
      endedAt: '2026-11-20T10:00:00.000Z',
      operatorName: 'Nina Operater',
      reason: null,
      snapshots: [
        {
          id: SNAPSHOT,
          kind: 'FACE',
          at: '2026-11-20T09:58:00.000Z',
          sha256: 'ab',
          imagePath: `/services/operator/cases/${ID}/snapshots/${SNAPSHOT}/image`,
        },
      ],
      protocolPath: `/services/operator/identifications/${IDENTIFICATION}/protocol`,
    },
  ],
  contracts: [
    {
      id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
      status: 'SIGNED',
      language: 'en',
      createdAt: '2026-11-21T09:00:00.000Z',
      signedAt: '2026-11-21T09:30:00.000Z',
      documents: [
        {
          kind: 'PRODUCT_CONTRACT',
          fileName: 'product-contract.pdf',
          openedAt: '2026-11-21T09:10:00.000Z',
          signedAt: '2026-11-21T09:30:00.000Z',
          signatureLevel: 'PAdES-B-LT',
        },
        {
          kind: 'GENERAL_TERMS',
          fileName: 'general-terms.pdf',
          openedAt: '2026-11-21T09:11:00.000Z',
          signedAt: null,
          signatureLevel: null,
        },
      ],
    },
  ],
  payments: {
    declaredIban: 'SI56263300012039086',
    items: [
      {
        id: '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
        receivedAt: '2026-11-21T08:00:00.000Z',
        amountCents: 100,
        currency: 'EUR',
        payerName: 'Marko Horvat',
        payerIban: 'SI56192001234567892',
        outcome: 'IN_REVIEW',
      },
    ],
  },
  evidence: { path: `/services/slo/onboarding/staff/cases/${ID}/evidence`, allowed: true },
};

const evidenceRoute = `GET /services/slo/onboarding/staff/cases/${ID}/evidence`;

describe('the case page', () => {
  it('shows the case in words: data, call, payments and its timeline', async () => {
    const { container } = renderConsole(
      <CasePage save={vi.fn()} />,
      { [`GET cases/${ID}`]: { status: 200, body: caseView } },
      { path: `/cases/${ID}`, route: '/cases/:prospectId', staff: SUPERVISOR },
    );
    expect(
      await screen.findByRole('heading', { name: 'Application 2026-000123: Jana Čebašek' }),
    ).toBeDefined();
    // Codes in words, a list once per value, a date as people write it.
    expect(screen.getByText('Female')).toBeDefined();
    expect(screen.getByText('Salary')).toBeDefined();
    expect(screen.getByText('17/05/1990')).toBeDefined();
    expect(screen.getByText('Identified')).toBeDefined();
    // The payer's account beside the declared one.
    expect(screen.getByText('SI56 2633 0001 2039 086')).toBeDefined();
    expect(screen.getByText('SI56 1920 0123 4567 892')).toBeDefined();
    // The timeline: who, and what in words (an unknown action by its kind).
    expect(screen.getByText('Application state changed: Started → E-mail confirmed')).toBeDefined();
    expect(screen.getByText('Identification decided: approved')).toBeDefined();
    expect(screen.getAllByText('Nina Operater').length).toBeGreaterThan(0);
    expect(screen.getByText('The system').closest('li')?.textContent).toContain('State');
    expect(screen.getByRole('img', { name: /Face/ })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Download the protocol (PDF)' })).toBeDefined();
    // Each signed contract names the level its signature reached (decision 280).
    expect(screen.getByText(/^product-contract\.pdf:/).textContent).toContain(
      '(PAdES B-LT: time-stamped, with the chain and revocation data in the file)',
    );
    expect(screen.getByText(/^general-terms\.pdf:/).textContent).not.toContain('PAdES');
    await expectNoAxeViolations(container);
    // axe reads every part of a long page.
  }, 20_000);

  it('downloads the evidence through the export’s call', async () => {
    const save = vi.fn();
    const { calls } = renderConsole(
      <CasePage save={save} />,
      {
        [`GET cases/${ID}`]: { status: 200, body: caseView },
        [evidenceRoute]: {
          status: 200,
          body: 'zip',
          headers: { 'content-disposition': `attachment; filename="case-${ID}.zip"` },
        },
      },
      { path: `/cases/${ID}`, route: '/cases/:prospectId', staff: SUPERVISOR },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Download the evidence' }));
    expect(await screen.findByText(`The evidence was downloaded as case-${ID}.zip.`)).toBeDefined();
    expect(save).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.path)).toContain(
      `/services/slo/onboarding/staff/cases/${ID}/evidence`,
    );
  });

  it('offers no export to an operator', async () => {
    renderConsole(
      <CasePage />,
      {
        [`GET cases/${ID}`]: {
          status: 200,
          body: { ...caseView, evidence: { ...caseView.evidence, allowed: false } },
        },
      },
      { path: `/cases/${ID}`, route: '/cases/:prospectId', language: 'sl' },
    );
    expect(await screen.findByText('Dokaze lahko prenese le nadzornik.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Prenesi dokaze' })).toBeNull();
    expect(screen.getByText('Ženski')).toBeDefined();
  });

  it('says so when the id names no case', async () => {
    const { calls } = renderConsole(
      <CasePage />,
      {},
      { path: `/cases/${ID}`, route: '/cases/:prospectId' },
    );
    expect(
      await screen.findByText('No application has this address. Check the link and try again.'),
    ).toBeDefined();
    expect(calls).toHaveLength(1);
    renderConsole(<CasePage />, {}, { path: '/cases/not-an-id', route: '/cases/:prospectId' });
    await waitFor(() =>
      expect(screen.getAllByText(/No application has this address/)).toHaveLength(2),
    );
  });
});
