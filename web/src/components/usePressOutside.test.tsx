// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { usePressOutside } from './usePressOutside';

afterEach(cleanup);

function Popup({ on, away }: { on: boolean; away: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  usePressOutside([panel, toggle], away, on);
  return (
    <>
      <button ref={toggle}>toggle</button>
      <div ref={panel}>
        <span>inside</span>
      </div>
      <p>elsewhere</p>
    </>
  );
}

describe('usePressOutside', () => {
  it('calls away for a press outside every given element, and not for one inside any of them', () => {
    const away = vi.fn();
    render(<Popup on away={away} />);
    fireEvent.mouseDown(screen.getByText('inside'));
    fireEvent.mouseDown(screen.getByText('toggle'));
    expect(away).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByText('elsewhere'));
    expect(away).toHaveBeenCalledTimes(1);
  });

  it('listens only while on, and calls the newest away', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Popup on={false} away={first} />);
    fireEvent.mouseDown(screen.getByText('elsewhere'));
    expect(first).not.toHaveBeenCalled();
    rerender(<Popup on away={first} />);
    rerender(<Popup on away={second} />);
    fireEvent.mouseDown(screen.getByText('elsewhere'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    rerender(<Popup on={false} away={second} />);
    fireEvent.mouseDown(screen.getByText('elsewhere'));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
