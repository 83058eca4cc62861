// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_RESEND_SECONDS } from '../../../shared/constants';
import { CodeButton, type CodeButtonLabels } from './CodeButton';

const labels: CodeButtonLabels = { send: 'Get code', retry: 'Resend code', wait: (seconds) => `Resend in ${seconds} s` };

function Harness({ send }: { send: () => Promise<boolean> }) {
  const [endsAt, setEndsAt] = useState(0);
  return (
    <CodeButton
      labels={labels}
      className="inField"
      endsAt={endsAt}
      onSend={async () => {
        const ok = await send();
        if (ok) setEndsAt(Date.now() + CODE_RESEND_SECONDS * 1000);
        return ok;
      }}
    />
  );
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CodeButton countdown', () => {
  it('waits 60 s after a successful send, then offers a retry', async () => {
    const send = vi.fn(async () => true);
    render(<Harness send={send} />);
    const button = screen.getByRole('button');
    expect(button).toHaveProperty('textContent', 'Get code');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Resend in 60 s');
    expect(button).toHaveProperty('disabled', true);

    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(button.textContent).toBe('Resend in 30 s');
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => {
      vi.advanceTimersByTime(29_000);
    });
    expect(button.textContent).toBe('Resend in 1 s');
    expect(button).toHaveProperty('disabled', true);

    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(button.textContent).toBe('Resend code');
    expect(button).toHaveProperty('disabled', false);

    await act(async () => {
      fireEvent.click(button);
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(button.textContent).toBe('Resend in 60 s');
  });

  it('does not start the wait when the send failed', async () => {
    const send = vi.fn(async () => false);
    render(<Harness send={send} />);
    const button = screen.getByRole('button');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button.textContent).toBe('Get code');
    expect(button).toHaveProperty('disabled', false);
  });

  it('keeps its own wait when the caller gives no end time (account pages), as a secondary button', async () => {
    const send = vi.fn(async () => true);
    render(<CodeButton labels={{ ...labels, send: 'Send code' }} onSend={send} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Send code');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button.textContent).toBe(`Resend in ${CODE_RESEND_SECONDS} s`);
    expect(button).toHaveProperty('disabled', true);
    await act(async () => {
      vi.advanceTimersByTime(CODE_RESEND_SECONDS * 1000);
    });
    expect(button.textContent).toBe('Resend code');
    expect(button).toHaveProperty('disabled', false);
  });

  it('stays ready to send when its own send failed', async () => {
    render(<CodeButton labels={labels} onSend={async () => false} />);
    const button = screen.getByRole('button');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button.textContent).toBe('Get code');
    expect(button).toHaveProperty('disabled', false);
  });
});
