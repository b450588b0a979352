import type { TApiEndpoint } from './api-endpoint-card';

export const API_BASE_URL = 'https://jurisrdv.fr';
export const API_RATE_LIMIT_PER_MINUTE = 1000;

export const TOKEN_ENDPOINT: TApiEndpoint = {
  id: 'api-token',
  method: 'POST',
  path: '/api/auth/token',
  title: "Obtenir un jeton d'accès",
  description:
    "Échangez vos identifiants d'application contre un jeton d'accès, à transmettre ensuite dans l'en-tête Authorization de chaque requête.",
  parametersLabel: 'Corps de la requête (JSON)',
  parameters: [
    { name: 'client_id', type: 'string', description: 'Identifiant de votre application', required: true },
    {
      name: 'client_secret',
      type: 'string',
      description: 'Secret de votre application, à garder confidentiel',
      required: true,
    },
  ],
  example: `curl -X POST ${API_BASE_URL}/api/auth/token \\
  -H "Content-Type: application/json" \\
  -d '{"client_id": "VOTRE_CLIENT_ID", "client_secret": "VOTRE_CLIENT_SECRET"}'`,
};

export const API_ENDPOINTS: readonly TApiEndpoint[] = [
  {
    id: 'api-list-appointments',
    method: 'GET',
    path: '/api/v1/appointments',
    title: 'Lister les rendez-vous',
    description: 'Renvoie les rendez-vous de votre cabinet, du plus proche au plus lointain, page par page.',
    parametersLabel: 'Paramètres de requête',
    parameters: [
      {
        name: 'limit',
        type: 'integer',
        description: 'Nombre de résultats par page (20 par défaut, 100 au maximum)',
      },
      { name: 'offset', type: 'integer', description: 'Nombre de résultats à ignorer, pour la pagination' },
      {
        name: 'status',
        type: 'string',
        description: 'Filtre sur le statut : confirmed, pending ou cancelled',
      },
      { name: 'date_from', type: 'date', description: 'Date de début incluse (AAAA-MM-JJ)' },
      { name: 'date_to', type: 'date', description: 'Date de fin incluse (AAAA-MM-JJ)' },
    ],
    example: `curl "${API_BASE_URL}/api/v1/appointments?status=confirmed&date_from=2025-09-01&limit=20" \\
  -H "Authorization: Bearer VOTRE_JETON"`,
  },
  {
    id: 'api-create-appointment',
    method: 'POST',
    path: '/api/v1/appointments',
    title: 'Créer un rendez-vous',
    description: 'Ajoute un rendez-vous à votre planning pour un client existant.',
    parametersLabel: 'Corps de la requête (JSON)',
    parameters: [
      { name: 'client_id', type: 'integer', description: 'Identifiant du client', required: true },
      {
        name: 'date',
        type: 'datetime',
        description: 'Date et heure de début, au format ISO 8601',
        required: true,
      },
      {
        name: 'type',
        type: 'string',
        description: 'Type de rendez-vous, par exemple « Consultation divorce »',
        required: true,
      },
      { name: 'notes', type: 'string', description: 'Notes internes, facultatives' },
    ],
    example: `curl -X POST ${API_BASE_URL}/api/v1/appointments \\
  -H "Authorization: Bearer VOTRE_JETON" \\
  -H "Content-Type: application/json" \\
  -d '{"client_id": 42, "date": "2025-09-15T14:00:00+02:00", "type": "Suivi dossier"}'`,
  },
  {
    id: 'api-list-clients',
    method: 'GET',
    path: '/api/v1/clients',
    title: 'Lister les clients',
    description: 'Renvoie les clients de votre carnet de contacts, page par page.',
    parametersLabel: 'Paramètres de requête',
    parameters: [
      {
        name: 'limit',
        type: 'integer',
        description: 'Nombre de résultats par page (20 par défaut, 100 au maximum)',
      },
      { name: 'offset', type: 'integer', description: 'Nombre de résultats à ignorer, pour la pagination' },
      { name: 'search', type: 'string', description: "Recherche sur le nom ou l'adresse e-mail" },
      { name: 'active', type: 'boolean', description: 'true pour ne garder que les clients actifs' },
    ],
    example: `curl "${API_BASE_URL}/api/v1/clients?search=dubois&active=true" \\
  -H "Authorization: Bearer VOTRE_JETON"`,
  },
  {
    id: 'api-update-client',
    method: 'PUT',
    path: '/api/v1/clients/{id}',
    title: 'Mettre à jour un client',
    description: "Modifie les coordonnées d'un client. Les champs absents restent inchangés.",
    parametersLabel: 'Corps de la requête (JSON)',
    parameters: [
      { name: 'name', type: 'string', description: 'Nom complet' },
      { name: 'email', type: 'string', description: 'Adresse e-mail' },
      { name: 'phone', type: 'string', description: 'Numéro de téléphone' },
      { name: 'address', type: 'string', description: 'Adresse postale' },
    ],
    example: `curl -X PUT ${API_BASE_URL}/api/v1/clients/42 \\
  -H "Authorization: Bearer VOTRE_JETON" \\
  -H "Content-Type: application/json" \\
  -d '{"phone": "01 23 45 67 89"}'`,
  },
];
