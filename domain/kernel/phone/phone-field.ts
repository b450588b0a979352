import { z } from '../zod-fr';
import { INVALID_PHONE_MESSAGE, toE164 } from './phone-number';

/** A phone number as typed (empty for none), stored in E.164 (« +33612345678 ») as SMS providers expect. */
export const ZPhoneField = z
  .string()
  .trim()
  .max(30, INVALID_PHONE_MESSAGE)
  .refine((value) => value === '' || toE164(value) !== null, INVALID_PHONE_MESSAGE)
  .transform((value) => (value === '' ? null : toE164(value)))
  .nullable();
