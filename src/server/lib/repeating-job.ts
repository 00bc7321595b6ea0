import type { FastifyInstance } from 'fastify';

export interface RepeatingJob {
  /** How often a pass runs. */
  everyMs: number;
  /**
   * 'before-answering': the first pass is over before the server answers (onReady waits for it); 'in-background':
   * the first pass starts at onReady, and under tests none runs by itself (a test calls `run`).
   */
  first: 'before-answering' | 'in-background';
  /** Logged with the error of a pass that failed. */
  failed: string;
}

/**
 * A plugin's job run now and then: one pass at a time (a call while one runs answers that one), repeated every
 * `everyMs` from onReady; at preClose the repeats stop and a pass under way is awaited. Answers `run`, which starts a
 * pass now (or joins the one running) and rejects when it fails.
 */
export function repeatingJob<T>(app: FastifyInstance, pass: () => Promise<T>, job: RepeatingJob) {
  let running: Promise<T> | null = null;
  const run = () => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };
  const logged = () => run().catch((err: unknown) => app.log.error({ err }, job.failed));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (job.first === 'before-answering') await logged();
    else if (app.config.env === 'test') return;
    else void logged();
    timer = setInterval(() => void logged(), job.everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    if (running) await running.catch(() => undefined);
  });
  return run;
}
