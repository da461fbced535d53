import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Dialog, type DialogProps } from './dialog';

// Test-only texts: the dialog has no words of its own, the apps pass theirs.
function Harness({
  onClose,
  startOnKeep = false,
  host,
  className,
}: {
  readonly onClose?: () => void;
  readonly startOnKeep?: boolean;
  readonly host?: DialogProps['host'];
  readonly className?: string;
}) {
  const [open, setOpen] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog
          titleId="t"
          describedBy="d"
          host={host}
          className={className}
          initialFocus={startOnKeep ? keep : undefined}
          onClose={
            onClose === undefined
              ? undefined
              : () => {
                  onClose();
                  setOpen(false);
                }
          }
        >
          <h2 id="t" className="dialog__title">
            Delete the data?
          </h2>
          <p id="d">It cannot be undone.</p>
          <div className="dialog__actions">
            <button type="button">Delete</button>
            <button type="button" ref={keep} onClick={() => setOpen(false)}>
              Keep
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Delete the data?' });
}

describe('Dialog', () => {
  it('is a modal dialog named by its heading and described by its text, without axe violations', async () => {
    render(<Harness onClose={vi.fn()} />);
    const dialog = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe('d');
    await expectNoAxeViolations();
  });

  it('moves focus to the first control, or to the one named, and back to the opener when it closes', async () => {
    render(<Harness startOnKeep />);
    await openDialog();
    const keep = screen.getByRole('button', { name: 'Keep' });
    expect(document.activeElement).toBe(keep);
    await userEvent.click(keep);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Harness onClose={vi.fn()} />);
    await openDialog();
    const remove = screen.getByRole('button', { name: 'Delete' });
    const keep = screen.getByRole('button', { name: 'Keep' });
    expect(document.activeElement).toBe(remove);
    await userEvent.tab();
    expect(document.activeElement).toBe(keep);
    await userEvent.tab();
    expect(document.activeElement).toBe(remove);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(keep);
  });

  it('closes on Escape through onClose', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape when it has no onClose (the call waits for the operator)', async () => {
    render(<Harness />);
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete the data?' })).toBeDefined();
  });

  it('is placed in the host it is given, on a backdrop that carries the class it is given', async () => {
    const host = document.createElement('div');
    host.id = 'overlay-host';
    document.body.append(host);
    render(<Harness host={() => host} className="dialog--beside" />);
    const dialog = await openDialog();
    expect(host.contains(dialog)).toBe(true);
    expect(dialog.parentElement?.className).toBe('dialog dialog--beside');
    host.remove();
  });
});
