// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_RESEND_SECONDS } from '../../../../shared/constants';
import { CodeButton } from './CodeButton';
import { setupI18n } from './testing';

function Harness({ send }: { send: () => Promise<boolean> }) {
  const [endsAt, setEndsAt] = useState(0);
  return (
    <CodeButton
      endsAt={endsAt}
      onSend={async () => {
        const ok = await send();
        if (ok) setEndsAt(Date.now() + CODE_RESEND_SECONDS * 1000);
        return ok;
      }}
    />
  );
}

beforeAll(setupI18n);
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
});
