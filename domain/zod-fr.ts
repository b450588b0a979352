import { z } from 'zod';
import { fr } from 'zod/locales';

// French default messages for every schema, on the server and in the forms alike.
z.config(fr());

export { z };
