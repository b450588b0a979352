import type { TClock, TConfig } from './config';
import type { TDatabase } from './db/database';

/** What every route needs, handed to the app factory so tests can substitute the clock and database. */
export type TAppDeps = {
  db: TDatabase;
  config: TConfig;
  clock: TClock;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: TAppDeps;
  }
}
