// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './Modal';
import { confirmDialog } from './confirmDialog';
import { Toaster, toast, clearToasts } from './Toast';
import { renderWithProviders, setupI18n } from './testing';

beforeAll(() => setupI18n('en'));
afterEach(() => {
  cleanup();
  clearToasts();
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Edit address">
        <input aria-label="Street" />
        <button>Save</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus, traps Tab, closes on Escape and gives focus back', () => {
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(document.activeElement).toBe(close);
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
    fireEvent.keyDown(save, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click but not on a click inside', () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Street' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('confirmDialog', () => {
  it('resolves true on confirm and false on cancel or Escape, without a host component', async () => {
    let answer: Promise<boolean>;
    act(() => {
      answer = confirmDialog({ message: 'Delete this address?', confirmLabel: 'Delete', danger: true });
    });
    await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(screen.getByText('Delete this address?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(answer!).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => {
      answer = confirmDialog({ title: 'Cancel order', message: 'Sure?' });
    });
    await screen.findByRole('dialog', { name: 'Cancel order' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer!).resolves.toBe(false);

    act(() => {
      answer = confirmDialog({ message: 'Again?' });
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expect(answer!).resolves.toBe(false);
  });
});

describe('toast', () => {
  it('announces success politely and errors assertively, then goes away', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<Toaster />);
      act(() => {
        toast.success('Exit successfully！');
        toast.error('Pay failure');
        toast.error('Pay failure');
      });
      expect(screen.getByRole('status').textContent).toContain('Exit successfully！');
      expect(screen.getByRole('alert').textContent).toContain('Pay failure');
      expect(screen.getAllByText('Pay failure')).toHaveLength(1);
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(screen.queryByText('Exit successfully！')).toBeNull();
      expect(screen.getByText('Pay failure')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText('Pay failure')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
