import { customType, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A point of the `cube` extension: here a place on the unit sphere (x, y, z), whose straight-line distance
 * to another grows with the great-circle distance, so a GiST index can hand out the nearest first (ADR 0077).
 */
export const cube = customType<{ data: string; driverData: string }>({
  dataType: () => 'cube',
});
