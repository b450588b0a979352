import type { TApiEndpoint } from './api-endpoint-card';

/**
 * The only machine-readable address the product serves to professionals' own tools: the private
 * iCalendar feed of their appointments (server/agenda/calendars/calendar-routes.ts, GET /calendar/:file).
 * The seed's /api/v1 endpoints, token endpoint and 1000 requests/minute limit never existed.
 */
export function calendarFeedEndpoint(origin: string): TApiEndpoint {
  return {
    id: 'api-calendar-feed',
    method: 'GET',
    path: '/calendar/{jeton}.ics',
    title: 'Flux iCalendar de vos rendez-vous',
    description:
      'Renvoie vos rendez-vous confirmés et en attente, des 30 derniers jours et à venir, au format iCalendar (RFC 5545). Le jeton secret tient lieu de mot de passe\u00a0: votre adresse complète se trouve dans le planning, sous «\u00a0Mon flux iCalendar privé\u00a0», où vous pouvez la renouveler.',
    parametersLabel: "Paramètre de l'adresse",
    parameters: [
      {
        name: 'jeton',
        type: 'string',
        description: 'Jeton secret de 43 caractères, propre à votre compte',
        required: true,
      },
    ],
    example: `curl "${origin}/calendar/VOTRE_JETON.ics"`,
  };
}
