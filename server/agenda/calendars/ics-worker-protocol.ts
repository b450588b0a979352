import type { TIcsBudget, TImportedEvent } from './parse-ics-busy';

/**
 * What the parent hands the calendar worker: the file as UTF-8 bytes, transferred rather than copied
 * (the rest is structured-cloned: Dates stay Dates).
 */
export type TIcsWorkerInput = {
  bytes: Uint8Array;
  from: Date;
  until: Date;
  budget: TIcsBudget;
  /** The calendar owner's address: their declined invitations are free time. */
  declinedBy?: string;
};

/** Its one answer; `message` null means an unexpected failure of the parser on this file. */
export type TIcsWorkerOutput =
  | { ok: true; events: TImportedEvent[] }
  | { ok: false; message: string | null; overBudget: boolean; detail?: string };
