import { CHECKLIST_ITEMS, type TChecklist } from '@onboarding/domain';
import { expectNoAxeViolations } from '@onboarding/web-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../testing/render-console';
import { ChecklistPanel } from './checklist-panel';

const id = '11111111-2222-4333-8444-555555555555';
const none: TChecklist = {
  documentGenuine: false,
  faceMatchesDocument: false,
  dataMatches: false,
  securityFeaturesShown: false,
};

describe('ChecklistPanel', () => {
  it('saves the whole checklist on every change', async () => {
    const onSaved = vi.fn();
    const { calls, container } = renderConsole(
      <ChecklistPanel
        identificationId={id}
        checklist={none}
        items={CHECKLIST_ITEMS}
        onSaved={onSaved}
        disabled={false}
      />,
      { [`PUT identifications/${id}/checklist`]: { status: 200, body: {} } },
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'The document is genuine' }));
    expect(calls[0]?.body).toEqual({ ...none, documentGenuine: true });
    expect(onSaved).toHaveBeenCalledWith({ ...none, documentGenuine: true });
    expect(await screen.findByText('Checklist saved.')).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('undoes the tick on screen when saving fails', async () => {
    const onSaved = vi.fn();
    renderConsole(
      <ChecklistPanel
        identificationId={id}
        checklist={none}
        items={CHECKLIST_ITEMS}
        onSaved={onSaved}
        disabled={false}
      />,
      {
        [`PUT identifications/${id}/checklist`]: {
          status: 409,
          body: { mainError: { code: 'NOT_IN_CALL', message: 'x' }, fieldErrors: [] },
        },
      },
    );
    const box = screen.getByRole('checkbox', { name: 'The data match the document' });
    await userEvent.click(box);
    expect(await screen.findByText('The checklist could not be saved.')).toBeDefined();
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows only the checks the call’s script lists', () => {
    renderConsole(
      <ChecklistPanel
        identificationId={id}
        checklist={none}
        items={['documentGenuine', 'dataMatches']}
        onSaved={vi.fn()}
        disabled={false}
      />,
      {},
    );
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('type'))).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: 'The security features were shown' })).toBeNull();
  });
});
