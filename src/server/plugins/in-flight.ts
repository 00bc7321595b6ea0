import fp from 'fastify-plugin';

/** The longest closing waits for handlers still running. */
const DRAIN_MS = 20_000;

/**
 * Closing waits for every request's handler to end before the database closes (decision 0064). The server stops
 * listening first and waits for its connections; but a handler whose client has gone (a balancer that gave up, a
 * member who closed the page) still runs, and a change waiting for its turn at a fixture would otherwise find the
 * database closed. Registered after the database's plugin, so that its onClose runs first.
 */
export const inFlightPlugin = fp(
  async (app) => {
    let running = 0;
    let drained: (() => void)[] = [];
    const done = () => {
      running -= 1;
      if (running === 0) for (const resolve of drained.splice(0)) resolve();
    };
    app.addHook('onRoute', (route) => {
      const handler = route.handler;
      route.handler = function (this: unknown, request, reply) {
        const result: unknown = handler.call(this as never, request, reply);
        if (result instanceof Promise) {
          running += 1;
          result.then(done, done);
        }
        return result as never;
      };
    });
    app.addHook('onClose', async () => {
      if (running === 0) return;
      app.log.info({ running }, 'closing: waiting for requests still running');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => drained.push(resolve)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, DRAIN_MS))),
      ]);
      clearTimeout(timer);
      drained = [];
    });
  },
  { name: 'in-flight' },
);
