import { fr } from 'zod/locales';
import * as z from './zod-safe-text';

// French default messages for every schema, on the server and in the forms alike.
z.config(fr());

export { z };
