import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressController, PROGRESS_DURATION_MS, type ProgressState } from './progress';

let states: ProgressState[];
let ctl: ProgressController;

beforeEach(() => {
  vi.useFakeTimers();
  states = [];
  ctl = new ProgressController((s) => states.push(s), () => Date.now());
});
afterEach(() => {
  ctl.dispose();
  vi.useRealTimers();
});

describe('navigation progress timing', () => {
  it('shows nothing for a navigation that finishes within the 200 ms throttle', () => {
    ctl.start();
    vi.advanceTimersByTime(199);
    ctl.finish();
    vi.advanceTimersByTime(2000);
    expect(states).toEqual([]);
    expect(ctl.current.visible).toBe(false);
  });

  it('appears at 200 ms, creeps while loading, completes on finish and hides 500 ms later', () => {
    ctl.start();
    vi.advanceTimersByTime(199);
    expect(ctl.current.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(ctl.current.visible).toBe(true);
    const first = ctl.current.value;
    vi.advanceTimersByTime(1000);
    const later = ctl.current.value;
    expect(later).toBeGreaterThan(first);
    vi.advanceTimersByTime(PROGRESS_DURATION_MS * 2);
    expect(ctl.current.value).toBeLessThan(1);
    expect(ctl.current.value).toBeGreaterThanOrEqual(0.89);
    ctl.finish();
    expect(ctl.current).toEqual({ visible: true, value: 1 });
    vi.advanceTimersByTime(499);
    expect(ctl.current.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(ctl.current).toEqual({ visible: false, value: 0 });
  });

  it('a new navigation during the fade keeps the bar instead of flashing', () => {
    ctl.start();
    vi.advanceTimersByTime(300);
    ctl.finish();
    vi.advanceTimersByTime(200);
    ctl.start();
    expect(ctl.current.visible).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(ctl.current.visible).toBe(true);
    ctl.finish();
    vi.advanceTimersByTime(500);
    expect(ctl.current.visible).toBe(false);
  });

  it('repeated starts are one navigation', () => {
    ctl.start();
    vi.advanceTimersByTime(150);
    ctl.start();
    vi.advanceTimersByTime(60);
    expect(ctl.current.visible).toBe(true);
    ctl.finish();
    ctl.finish();
    vi.advanceTimersByTime(500);
    expect(ctl.current.visible).toBe(false);
  });
});
