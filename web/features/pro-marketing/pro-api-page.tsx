import { Link } from 'react-router';
import { ApiEndpointCard } from './api-endpoint-card';
import { API_BASE_URL, API_ENDPOINTS, API_RATE_LIMIT_PER_MINUTE, TOKEN_ENDPOINT } from './api-endpoints';
import { ProPage, ProSection } from './pro-page';

export function ProApiPage() {
  return (
    <ProPage
      title="API JurisRDV Pro"
      eyebrow="Développeurs"
      intro="Connectez vos outils internes à votre cabinet : rendez-vous et clients sont accessibles par une API REST au format JSON."
    >
      <ProSection title="Pour commencer">
        <p>
          L'API est réservée aux abonnés. Pour obtenir vos identifiants d'application (client_id et
          client_secret),{' '}
          <Link to="/pro/contact" className="font-medium text-brand-700 underline underline-offset-2">
            contactez-nous
          </Link>
          . Toutes les requêtes se font en HTTPS sur{' '}
          <code className="rounded bg-slate-100 px-1">{API_BASE_URL}</code>, avec un jeton d'accès transmis
          dans l'en-tête <code className="rounded bg-slate-100 px-1">Authorization: Bearer</code>.
        </p>
        <ul className="list-disc space-y-1 pl-6 marker:text-brand-600">
          <li>Les réponses sont au format JSON, les dates au format ISO 8601 (fuseau Europe/Paris).</li>
          <li>
            Limite de {API_RATE_LIMIT_PER_MINUTE} requêtes par minute ; au-delà, l'API répond avec le code
            429.
          </li>
          <li>Vous n'accédez qu'aux données de votre propre cabinet.</li>
        </ul>
      </ProSection>

      <ProSection title="Authentification">
        <ApiEndpointCard endpoint={TOKEN_ENDPOINT} />
      </ProSection>

      <ProSection title="Points d'accès">
        <div className="space-y-6">
          {API_ENDPOINTS.map((endpoint) => (
            <ApiEndpointCard key={endpoint.id} endpoint={endpoint} />
          ))}
        </div>
      </ProSection>

      <ProSection title="Codes de réponse">
        <ul className="list-disc space-y-1 pl-6 marker:text-brand-600">
          <li>
            <code>200</code> / <code>201</code> : requête traitée ou ressource créée.
          </li>
          <li>
            <code>400</code> : paramètres invalides, le détail des erreurs est indiqué pour chaque champ.
          </li>
          <li>
            <code>401</code> : jeton absent, invalide ou expiré.
          </li>
          <li>
            <code>404</code> : ressource introuvable ou n'appartenant pas à votre cabinet.
          </li>
          <li>
            <code>429</code> : limite de requêtes atteinte, réessayez après une minute.
          </li>
        </ul>
      </ProSection>
    </ProPage>
  );
}
