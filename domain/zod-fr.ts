import { z } from 'zod';

// French default messages for every schema, on the server and in the forms alike.
z.config(z.locales.fr());

export { z };
