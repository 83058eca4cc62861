import { PROGRESS_HIDE_MS, PROGRESS_THROTTLE_MS } from '../../../shared/constants';

/** docs/storefront-spec.md §9: the bar creeps for up to 5000 ms while the page loads. */
export const PROGRESS_DURATION_MS = 5000;
const TICK_MS = 100;
const CEILING = 0.9;

export interface ProgressState {
  visible: boolean;
  /** 0..1 */
  value: number;
}

/**
 * The navigation bar's timing, kept out of React so it can be tested with fake timers:
 * nothing shows for navigations shorter than the 200 ms throttle; once shown it creeps towards
 * 90 % over 5 s, jumps to 100 % on finish and hides 500 ms later.
 */
export class ProgressController {
  private state: ProgressState = { visible: false, value: 0 };
  private running = false;
  private showTimer: ReturnType<typeof setTimeout> | null = null;
  private hideTimer: ReturnType<typeof setTimeout> | null = null;
  private tick: ReturnType<typeof setInterval> | null = null;
  private startedAt = 0;

  constructor(
    private readonly onChange: (s: ProgressState) => void,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get current(): ProgressState {
    return this.state;
  }

  get isRunning(): boolean {
    return this.running;
  }

  private set(next: ProgressState) {
    if (next.visible === this.state.visible && next.value === this.state.value) return;
    this.state = next;
    this.onChange(next);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    if (this.hideTimer) {
      // A new navigation while the finished bar fades: reuse it instead of flashing.
      clearTimeout(this.hideTimer);
      this.hideTimer = null;
      this.begin();
      return;
    }
    this.showTimer = setTimeout(() => {
      this.showTimer = null;
      this.begin();
    }, PROGRESS_THROTTLE_MS);
  }

  private begin() {
    this.startedAt = this.now();
    this.set({ visible: true, value: 0.08 });
    this.tick = setInterval(() => {
      const t = Math.min((this.now() - this.startedAt) / PROGRESS_DURATION_MS, 1);
      // Ease out: fast at first, slowing as it nears the ceiling.
      this.set({ visible: true, value: Math.max(this.state.value, 0.08 + (CEILING - 0.08) * (1 - (1 - t) ** 2)) });
    }, TICK_MS);
  }

  finish(): void {
    if (!this.running) return;
    this.running = false;
    if (this.showTimer) {
      clearTimeout(this.showTimer);
      this.showTimer = null;
      return;
    }
    if (this.tick) clearInterval(this.tick);
    this.tick = null;
    this.set({ visible: true, value: 1 });
    this.hideTimer = setTimeout(() => {
      this.hideTimer = null;
      this.set({ visible: false, value: 0 });
    }, PROGRESS_HIDE_MS);
  }

  dispose(): void {
    for (const t of [this.showTimer, this.hideTimer]) if (t) clearTimeout(t);
    if (this.tick) clearInterval(this.tick);
    this.showTimer = this.hideTimer = this.tick = null;
    this.running = false;
  }
}
