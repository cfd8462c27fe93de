// The polling loop of the workers that claim rows with `for update skip locked` (the mail
// outbox, the OCTO webhooks' deliveries): every tick claims and runs batch after batch while
// they come back full, at most `maxRounds` a tick, so one busy table cannot hold the worker.
// Ticks never overlap, and stop() waits for the one in flight.

export interface ClaimLoopOptions {
  pollMs: number;
  /** Rounds one tick runs at most. */
  maxRounds: number;
  /** Claims one batch and runs it; true when the batch was full (more may be waiting). */
  round: () => Promise<boolean>;
  /** Runs once at the start of each tick, before its rounds. */
  beforeRounds?: () => Promise<void>;
  /** A tick that failed (not reported once the loop is stopping). */
  onError: (err: unknown) => void;
}

export class ClaimLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly options: ClaimLoopOptions;

  constructor(options: ClaimLoopOptions) {
    this.options = options;
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.options.pollMs);
    this.timer.unref();
  }

  /** Stops polling and waits for the tick in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async rounds(): Promise<void> {
    await this.options.beforeRounds?.();
    for (let round = 0; round < this.options.maxRounds && !this.stopped; round++) {
      if (!(await this.options.round())) return;
    }
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = this.rounds()
      .catch((err: unknown) => {
        if (!this.stopped) this.options.onError(err);
      })
      .finally(() => (this.running = undefined));
    await this.running;
  }
}
