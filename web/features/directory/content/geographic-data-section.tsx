import { ContentSection, ExternalLink } from '#web/shared/content/content-page.tsx';

export const ODBL_URL = 'https://opendatacommons.org/licenses/odbl/1-0/';
export const LICENCE_OUVERTE_URL = 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/';
export const NATURAL_EARTH_URL = 'https://www.naturalearthdata.com/';

/** Attribution required by the licences of the commune data behind the location search and of the base map. */
export function GeographicDataSection() {
  return (
    <ContentSection title="Données géographiques">
      <p>
        La recherche par ville ou code postal et le positionnement des professionnels sur la carte s'appuient
        sur une base de communes françaises construite à partir des sources suivantes&nbsp;:
      </p>
      <ul className="list-disc space-y-3 pl-6 marker:text-brand-600">
        <li>
          <strong>«&nbsp;La Poste – Base officielle des codes postaux&nbsp;»</strong> (coordonnées des
          communes), traitée comme relevant de l'
          <ExternalLink href={ODBL_URL}>Open Database License (ODbL) 1.0</ExternalLink>. Conformément à cette
          licence, la base de données dérivée utilisée par JurisRDV est partagée sous les mêmes conditions,
          sous licence ODbL 1.0.
        </li>
        <li>
          <strong>«&nbsp;IGN – ADMIN EXPRESS-COG&nbsp;»</strong> (contours des communes, édition 2018), sous{' '}
          <ExternalLink href={LICENCE_OUVERTE_URL}>Licence Ouverte</ExternalLink>.
        </li>
        <li>
          <strong>Etalab «&nbsp;découpage administratif&nbsp;»</strong> (liste des communes, codes postaux et
          populations légales INSEE), sous{' '}
          <ExternalLink href={LICENCE_OUVERTE_URL}>Licence Ouverte</ExternalLink>.
        </li>
        <li>
          <strong>data.gouv.fr – «&nbsp;Communes et villes de France&nbsp;»</strong> (position de quelques
          mairies), sous{' '}
          <ExternalLink href={LICENCE_OUVERTE_URL}>Licence Ouverte / Open Licence 2.0</ExternalLink>.
        </li>
      </ul>
      <p>
        Le fond de carte intégré au site (contours de la France, de ses départements et des pays voisins)
        provient de <ExternalLink href={NATURAL_EARTH_URL}>Natural Earth</ExternalLink>, dont les données sont
        dans le domaine public&#8239;; les noms des villes qui y figurent viennent de la base de communes
        ci-dessus.
      </p>
      <p>
        Chaque point correspond au centre du territoire de la commune&nbsp;: la distance affichée est donc
        indicative.
      </p>
    </ContentSection>
  );
}
