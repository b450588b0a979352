import { hostname } from 'node:os';

/** This instance as logs, job runs and « Santé de la plateforme » name it: its host and process id. */
export const INSTANCE_NAME = `${hostname()}:${process.pid}`;
