import { CHECKLIST_ITEMS, type TChecklist } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consoleKeys } from '../../shared/api/query-keys';
import { renderConsole } from '../../testing/render-console';
import { ChecklistPanel } from './checklist-panel';

const id = '11111111-2222-4333-8444-555555555555';
const detailKey = consoleKeys.identification(id);
const none: TChecklist = {
  documentGenuine: false,
  faceMatchesDocument: false,
  dataMatches: false,
  securityFeaturesShown: false,
};

describe('ChecklistPanel', () => {
  it('saves the whole checklist on every change', async () => {
    const { calls, container, client } = renderConsole(
      <ChecklistPanel
        identificationId={id}
        checklist={none}
        items={CHECKLIST_ITEMS}
        disabled={false}
      />,
      { [`PUT identifications/${id}/checklist`]: { status: 200, body: {} } },
    );
    client.setQueryData(detailKey, { checklist: none });
    await userEvent.click(screen.getByRole('checkbox', { name: 'The document is genuine' }));
    expect(calls[0]?.body).toEqual({ ...none, documentGenuine: true });
    expect(await screen.findByText('Checklist saved.')).toBeDefined();
    // Saved into the call's cached detail, where the decision form reads it.
    expect(client.getQueryData<{ checklist: TChecklist }>(detailKey)?.checklist).toEqual({
      ...none,
      documentGenuine: true,
    });
    await expectNoAxeViolations(container);
  });

  it('undoes the tick on screen when saving fails', async () => {
    const { client } = renderConsole(
      <ChecklistPanel
        identificationId={id}
        checklist={none}
        items={CHECKLIST_ITEMS}
        disabled={false}
      />,
      {
        [`PUT identifications/${id}/checklist`]: {
          status: 409,
          body: { mainError: { code: 'NOT_IN_CALL', message: 'x' }, fieldErrors: [] },
        },
      },
    );
    client.setQueryData(detailKey, { checklist: none });
    const box = screen.getByRole('checkbox', { name: 'The data match the document' });
    await userEvent.click(box);
    expect(await screen.findByText('The checklist could not be saved.')).toBeDefined();
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(client.getQueryData<{ checklist: TChecklist }>(detailKey)?.checklist).toEqual(none);
  });

  it('shows only the checks the call’s script lists', () => {
    renderConsole(
      <ChecklistPanel
        identificationId={id}
        checklist={none}
        items={['documentGenuine', 'dataMatches']}
        disabled={false}
      />,
      {},
    );
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('type'))).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: 'The security features were shown' })).toBeNull();
  });

  it('shows an item’s hint under it (the face match, decision 291)', () => {
    renderConsole(
      <ChecklistPanel
        identificationId={id}
        checklist={none}
        items={CHECKLIST_ITEMS}
        disabled={false}
        hints={{ faceMatchesDocument: <p>Strong match.</p> }}
      />,
      {},
    );
    const item = screen.getByRole('checkbox', { name: 'The face matches the document photo' });
    expect(item.closest('label')?.nextElementSibling?.textContent).toBe('Strong match.');
  });
});
