/**
 * One order however often submit is pressed: a second press while one is running is ignored, and
 * once the order exists its number is kept, so a retry after a failed payment pays the same order
 * instead of creating another one.
 */
export class SubmitOnce<R> {
  private running = false;
  private orderNo: string | null = null;

  constructor(
    private readonly create: () => Promise<string>,
    private readonly pay: (orderNo: string) => Promise<R>,
  ) {}

  get createdOrderNo(): string | null {
    return this.orderNo;
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Resolves with the payment answer, or null when a submit was already in flight. */
  async submit(): Promise<R | null> {
    if (this.running) return null;
    this.running = true;
    try {
      if (this.orderNo === null) this.orderNo = await this.create();
      return await this.pay(this.orderNo);
    } finally {
      this.running = false;
    }
  }
}
