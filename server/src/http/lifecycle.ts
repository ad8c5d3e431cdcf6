/**
 * What a server is doing with its traffic: serving, or draining before it stops. Readiness
 * fails from the moment draining starts, so a load balancer stops sending new requests; the
 * requests inside are counted for the shutdown log and the metrics.
 */
export class Lifecycle {
  private draining = false;
  private inFlight = 0;

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
  }
}
