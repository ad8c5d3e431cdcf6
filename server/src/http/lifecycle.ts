/**
 * What a server is doing with its traffic: serving, or draining before it stops. Readiness
 * fails from the moment draining starts, so a load balancer stops sending new requests; the
 * requests inside are counted for the shutdown log and the metrics, and so that the shutdown
 * waits for them.
 */
export class Lifecycle {
  private draining = false;
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];

  get isDraining(): boolean {
    return this.draining;
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  startDraining(): void {
    this.draining = true;
  }

  requestStarted(): void {
    this.inFlight += 1;
  }

  requestFinished(): void {
    this.inFlight -= 1;
    if (this.inFlight === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  /**
   * Resolves once no handler is running. A closed connection is not enough: a handler goes on
   * after its client has gone (a reading waiting for the language model), and closing the
   * database under it would leave that reading pending until the sweeper refunds it.
   */
  whenIdle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}
