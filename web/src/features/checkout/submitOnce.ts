/**
 * One order however often submit is pressed: a second press while one is running is ignored, and
 * once the order exists its number is kept, so a retry after a failed payment pays the same order
 * instead of creating another one.
 */
export class SubmitOnce {
  private running = false;
  private orderNo: string | null = null;

  get createdOrderNo(): string | null {
    return this.orderNo;
  }

  get isRunning(): boolean {
    return this.running;
  }

  /**
   * `create` runs only while no order exists yet; `pay` runs with the kept order number. Resolves
   * with the payment answer, or null when a submit was already in flight.
   */
  async submit<R>(create: () => Promise<string>, pay: (orderNo: string) => Promise<R>): Promise<R | null> {
    if (this.running) return null;
    this.running = true;
    try {
      if (this.orderNo === null) this.orderNo = await create();
      return await pay(this.orderNo);
    } finally {
      this.running = false;
    }
  }
}
