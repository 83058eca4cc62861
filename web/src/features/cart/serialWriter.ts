/**
 * Debounced, serialised writes of one value (a cart line's quantity): changes within `delayMs`
 * collapse into one write, at most one write is in flight, and a value that arrives during a write
 * is sent after it finishes, so the server always ends on the last value the shopper chose.
 */
export class SerialWriter<T> {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight = false;
  private pending: { value: T } | null = null;
  private disposed = false;

  constructor(
    private readonly write: (value: T) => Promise<void>,
    private readonly delayMs: number,
    private readonly onIdle: (error: unknown | null) => void = () => {},
  ) {}

  push(value: T): void {
    this.pending = { value };
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.delayMs);
  }

  get busy(): boolean {
    return this.inFlight || this.timer !== null;
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private async flush(): Promise<void> {
    if (this.inFlight || this.disposed) return;
    let error: unknown | null = null;
    while (this.pending && !this.disposed) {
      const { value } = this.pending;
      this.pending = null;
      this.inFlight = true;
      try {
        await this.write(value);
        error = null;
      } catch (e) {
        error = e;
      } finally {
        this.inFlight = false;
      }
      // A newer value waiting on its own debounce timer will flush itself.
      if (this.timer) return;
    }
    if (!this.disposed) this.onIdle(error);
  }
}
