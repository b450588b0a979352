import { useSiteFacts } from './use-site-facts';

/** « Médiateur de la consommation de JurisRDV : … », as an administrator set it (GET /api/site/facts; ADR 0074). */
export function ConsumerMediatorParagraph() {
  const mediator = useSiteFacts().data?.consumerMediator;
  if (!mediator) return null;
  return (
    <p>
      {`Médiateur de la consommation de JurisRDV\u00a0: ${mediator.name}, ${mediator.address}, `}
      <a href={mediator.website} className="text-brand-700 underline hover:text-brand-800" rel="noreferrer">
        {mediator.website}
      </a>
      .
    </p>
  );
}
