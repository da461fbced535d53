import { renderWithShell } from '@onboarding/web-shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

// Test-only texts: the console passes translated ones.

/**
 * A row with a button that asks for a confirmation, as the four-eyes list has: confirmed, the row
 * goes and the outcome shows, at once or once the "server" has answered (`answerAfterMs`).
 */
function DecisionRow({ answerAfterMs = 0 }: { readonly answerAfterMs?: number }) {
  const [asked, setAsked] = useState(false);
  const [decided, setDecided] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);
  const confirm = () => {
    setAsked(false);
    if (answerAfterMs === 0) setDecided(true);
    else window.setTimeout(() => setDecided(true), answerAfterMs);
  };
  return (
    <>
      <button type="button">Refresh</button>
      <div aria-live="polite" ref={outcome}>
        {decided ? <p className="notice">Ana Novak is approved.</p> : null}
      </div>
      {decided ? null : (
        <button type="button" onClick={() => setAsked(true)}>
          Approve Ana Novak
        </button>
      )}
      {asked ? (
        <ConfirmDialog
          title="Give the second approval?"
          lead="The applicant continues with the next step."
          facts={[{ term: 'Applicant', value: 'Ana Novak' }]}
          confirmLabel="Approve"
          cancelLabel="Cancel"
          onConfirm={confirm}
          onCancel={() => setAsked(false)}
          resultFocus={() => outcome.current?.querySelector<HTMLElement>('.notice') ?? null}
        />
      ) : null}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('starts on Cancel, and cancelled gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderWithShell(<DecisionRow />);
    const opener = screen.getByRole('button', { name: 'Approve Ana Novak' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Give the second approval?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog.textContent).toContain('Ana Novak');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('cancelled by Escape gives the focus back to the opener too', async () => {
    const user = userEvent.setup();
    renderWithShell(<DecisionRow />);
    const opener = screen.getByRole('button', { name: 'Approve Ana Novak' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('confirmed, puts the focus on the outcome the screen shows, not on <body>', async () => {
    const user = userEvent.setup();
    renderWithShell(<DecisionRow />);
    await user.click(screen.getByRole('button', { name: 'Approve Ana Novak' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));

    const outcome = screen.getByText('Ana Novak is approved.');
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    // Focusable by script only: the message is no tab stop of its own.
    expect(outcome.getAttribute('tabindex')).toBe('-1');
    expect(screen.queryByRole('button', { name: 'Approve Ana Novak' })).toBeNull();
  });

  it('confirmed, waits for an outcome the screen shows only once the server answered', async () => {
    const user = userEvent.setup();
    renderWithShell(<DecisionRow answerAfterMs={50} />);
    await user.click(screen.getByRole('button', { name: 'Approve Ana Novak' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));

    const outcome = await screen.findByText('Ana Novak is approved.');
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('leaves the focus alone when the member moved on before the outcome showed', async () => {
    const user = userEvent.setup();
    renderWithShell(<DecisionRow answerAfterMs={100} />);
    await user.click(screen.getByRole('button', { name: 'Approve Ana Novak' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    refresh.focus();

    await screen.findByText('Ana Novak is approved.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(refresh);
  });
});
