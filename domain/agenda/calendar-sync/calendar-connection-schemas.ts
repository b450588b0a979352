import { z } from '#domain/kernel/zod-fr.ts';

export const CALENDAR_PROVIDERS = ['caldav', 'google', 'microsoft'] as const;
export type TCalendarProviderKey = (typeof CALENDAR_PROVIDERS)[number];
export const OAUTH_CALENDAR_PROVIDERS = ['google', 'microsoft'] as const;

/** At most this many connected accounts per professional, and calendars kept per account. */
export const CALENDAR_CONNECTION_LIMITS = {
  connectionsPerProfessional: 10,
  calendarsPerConnection: 50,
} as const;

const text = (label: string, max: number) =>
  z
    .string()
    .max(max, `${label} ne doit pas dépasser ${max} caractères`)
    // Application passwords and user names never hold control characters; a NUL would only be an attack.
    .refine(
      (value) => ![...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f),
      `${label} contient un caractère non autorisé`,
    );

/** « Connecter un serveur CalDAV »: the server's address, the user name and an application password. */
export const ZConnectCaldavRequest = z.strictObject({
  serverUrl: z
    .string()
    .trim()
    .max(2000, 'Adresse trop longue')
    .regex(/^https?:\/\/[^\s]+$/i, 'Indiquez l’adresse http(s) du serveur CalDAV'),
  username: text('L’identifiant', 320).pipe(z.string().trim().min(1, 'L’identifiant est requis')),
  password: text('Le mot de passe', 500).pipe(z.string().min(1, 'Le mot de passe d’application est requis')),
});
export type TConnectCaldavRequest = z.input<typeof ZConnectCaldavRequest>;

/** « Reconnecter » a CalDAV account: a new application password. */
export const ZReconnectCaldavRequest = ZConnectCaldavRequest.pick({ password: true });
export type TReconnectCaldavRequest = z.input<typeof ZReconnectCaldavRequest>;

/** What a calendar is used for: blocking public slots, receiving the appointments (one calendar at most). */
export const ZUpdateConnectedCalendarRequest = z
  .strictObject({
    blocksSlots: z.boolean().optional(),
    receivesAppointments: z.boolean().optional(),
    /** The written title names the client (« Rendez-vous JurisRDV — Lucas Bernard ») only when asked. */
    titleShowsClient: z.boolean().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Rien à modifier',
  });
export type TUpdateConnectedCalendarRequest = z.input<typeof ZUpdateConnectedCalendarRequest>;

export const ZConnectedCalendar = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string().nullable(),
  writable: z.boolean(),
  blocksSlots: z.boolean(),
  receivesAppointments: z.boolean(),
  titleShowsClient: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type TConnectedCalendar = z.infer<typeof ZConnectedCalendar>;

export const ZCalendarConnection = z.object({
  id: z.number().int(),
  provider: z.enum(CALENDAR_PROVIDERS),
  label: z.string(),
  serverUrl: z.string().nullable(),
  status: z.enum(['active', 'failing', 'unauthorized']),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** The banner's condition: refused credentials, or failing for more than ten minutes. */
  alert: z.boolean(),
  calendars: z.array(ZConnectedCalendar),
});
export type TCalendarConnection = z.infer<typeof ZCalendarConnection>;

export const ZCalendarConnectionsResponse = z.object({
  /** What this deployment can connect (Google and Microsoft only when configured). */
  available: z.object({ caldav: z.boolean(), google: z.boolean(), microsoft: z.boolean() }),
  connections: z.array(ZCalendarConnection),
});
export type TCalendarConnectionsResponse = z.infer<typeof ZCalendarConnectionsResponse>;

export const ZCreatedConnectionResponse = z.object({ id: z.number().int() });
export const ZAuthorizeResponse = z.object({ url: z.string() });

/** GET /api/calendar-sync/availability: which two-way syncs this deployment offers (the integrations page). */
export const ZCalendarSyncAvailability = z.object({
  caldav: z.boolean(),
  google: z.boolean(),
  microsoft: z.boolean(),
});
export type TCalendarSyncAvailability = z.infer<typeof ZCalendarSyncAvailability>;
