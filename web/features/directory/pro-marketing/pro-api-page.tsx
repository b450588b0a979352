import { Link } from 'react-router';
import { useBrowserOrigin } from '#web/shared/browser-only.ts';
import { ApiEndpointCard } from './api-endpoint-card';
import { calendarFeedEndpoint } from './api-endpoints';
import { ProPage, ProSection } from './pro-page';

/** Documents only what the server serves (docs/claims.md): no /api/v1, no token, no rate plan. */
export function ProApiPage() {
  const origin = useBrowserOrigin();
  return (
    <ProPage
      title="API JurisRDV Pro"
      eyebrow="Développeurs"
      intro="JurisRDV Pro n'ouvre pas d'API publique pour le moment. Vos outils peuvent toutefois lire vos rendez-vous au format standard iCalendar."
    >
      <ProSection title="Ce qui existe aujourd'hui">
        <ul className="list-disc space-y-1 pl-6 marker:text-brand-600">
          <li>Un flux iCalendar privé de vos rendez-vous, en lecture seule, décrit ci-dessous.</li>
          <li>L'import de vos agendas externes, par lien ou par fichier .ics, depuis le planning.</li>
        </ul>
        <p>
          Il n'existe ni adresse /api/v1, ni jeton d'application, ni accès en écriture pour des outils tiers.
          Pour nous dire ce dont vous auriez besoin,{' '}
          <Link to="/pro/contact" className="font-medium text-brand-700 underline underline-offset-2">
            contactez-nous
          </Link>
          .
        </p>
      </ProSection>

      <ProSection title="Points d'accès">
        <ApiEndpointCard endpoint={calendarFeedEndpoint(origin)} />
      </ProSection>

      <ProSection title="Codes de réponse">
        <ul className="list-disc space-y-1 pl-6 marker:text-brand-600">
          <li>
            <code>200</code> : le flux, de type text/calendar.
          </li>
          <li>
            <code>400</code> : adresse mal formée.
          </li>
          <li>
            <code>404</code> : jeton inconnu ou renouvelé depuis.
          </li>
        </ul>
      </ProSection>
    </ProPage>
  );
}
