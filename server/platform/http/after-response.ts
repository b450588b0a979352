import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Work a route leaves for after its answer (ADR 0045): the answer then costs the same whatever the work
 * finds, so its timing tells nothing (a password reset for an address with or without an account).
 */
export type TAfterResponse = {
  /** Runs `work` once the answer has left (or the client has gone); a failure is logged, never answered. */
  run(request: FastifyRequest, reply: FastifyReply, what: string, work: () => Promise<void>): void;
  /** Resolves once every piece of work started so far has ended (tests, and the instance's shutdown). */
  settled(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    afterResponse: TAfterResponse;
  }
}

export function registerAfterResponse(app: FastifyInstance): void {
  const pending = new Set<Promise<void>>();
  const afterResponse: TAfterResponse = {
    run(request, reply, what, work) {
      const done = new Promise<void>((resolve) => {
        let started = false;
        // On the next turn of the event loop: whoever awaits the answer in this process (a test, a bench on
        // the embedded database) gets it before the work takes the thread.
        const start = () => {
          if (started) return;
          started = true;
          setImmediate(resolve);
        };
        reply.raw.once('finish', start);
        reply.raw.once('close', start);
      })
        .then(work)
        .catch((error: unknown) =>
          request.log.error({ err: error, work: what }, 'work after the answer failed'),
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
  app.decorate('afterResponse', afterResponse);
  // The database closes after the server: work already promised ends first.
  app.addHook('onClose', () => afterResponse.settled());
}
