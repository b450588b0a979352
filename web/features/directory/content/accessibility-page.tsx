import { ACCESSIBILITY_STATUS } from '#domain/directory/accessibility/accessibility-status.ts';
import {
  conformityRate,
  currentCounts,
  firstAuditCounts,
  formatRate,
  RGAA_AUDIT,
  RGAA_CRITERIA,
  RGAA_RESULT_LABELS,
  type TRgaaCriterion,
} from '#domain/directory/accessibility/rgaa-audit.ts';
import {
  BulletList,
  ContentPage,
  ContentSection,
  ExternalLink,
  MailLink,
  TextLink,
} from '#web/shared/content/content-page.tsx';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { RgaaCriteriaTables, RgaaTopicsTable } from './rgaa-audit-tables';

/** « 0 non conforme », « 14 non conformes »: French makes 0 and 1 singular. */
function count(n: number, singular: string, plural: string): string {
  return `${n} ${n <= 1 ? singular : plural}`;
}

/** A list's items as the statement writes them: « ; » after each, a full stop after the last. */
function punctuated(items: readonly string[]): string[] {
  return items.map((item, index) => (index === items.length - 1 ? `${item}.` : `${item}\u202f;`));
}

function enumerate(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}

const first = firstAuditCounts();
const today = currentCounts();
const failedFirst = RGAA_CRITERIA.filter((criterion) => criterion.firstAudit === 'NC');
const corrected = failedFirst.filter((criterion) => criterion.current === 'C');
const failingToday = RGAA_CRITERIA.filter((criterion) => criterion.current === 'NC');
const nowApplicable = RGAA_CRITERIA.filter(
  (criterion) => criterion.firstAudit === 'NA' && criterion.current !== 'NA',
);
const pdfCriterion = RGAA_CRITERIA.find((criterion) => criterion.id === '13.3');

/** Criteria a correction made applicable (a site map, accessible versions of documents), with their result. */
function NowApplicable({ criteria }: { criteria: readonly TRgaaCriterion[] }) {
  const ids = enumerate(criteria.map((criterion) => criterion.id));
  const results = new Set(criteria.map((criterion) => criterion.current));
  const [only] = results;
  const verdict =
    results.size === 1 && only
      ? `${criteria.length > 1 ? 'ils sont' : 'il est'} ${RGAA_RESULT_LABELS[only]}${criteria.length > 1 && only !== 'NA' ? 's' : ''}`
      : enumerate(
          criteria.map((criterion) => `${criterion.id} est ${RGAA_RESULT_LABELS[criterion.current]}`),
        );
  return (
    <p>
      {criteria.length > 1
        ? `Avec ces corrections, les critères ${ids} deviennent applicables\u00a0: ${verdict}.`
        : `Avec ces corrections, le critère ${ids} devient applicable\u00a0: ${verdict}.`}
    </p>
  );
}

/**
 * The accessibility statement (RGAA 4.1 model). Its state, rates and tables come from the audit grid
 * (domain/directory/accessibility/rgaa-audit.ts); every other sentence is listed with its evidence in
 * docs/claims.md.
 */
export function AccessibilityPage() {
  const facts = useSiteFacts().data;
  return (
    <ContentPage
      title="Déclaration d'accessibilité"
      updatedAt={RGAA_AUDIT.date}
      intro="Chacun doit pouvoir trouver un professionnel du droit et prendre rendez-vous sur JurisRDV au clavier seul, avec un lecteur d'écran ou un agrandissement de l'écran. Cette page dit où en est le site et comment nous signaler un obstacle."
    >
      <ContentSection title="Périmètre">
        <p>
          Cette déclaration s'applique à tout le site JurisRDV : les pages publiques, la recherche et la
          réservation, l'espace client et l'espace professionnel. Le référentiel appliqué est le référentiel
          général d'amélioration de l'accessibilité (RGAA), version 4.1, qui reprend les critères des WCAG 2.1
          aux niveaux A et AA.
        </p>
      </ContentSection>

      <ContentSection title="État de conformité">
        <p>
          <strong>Le site JurisRDV est {ACCESSIBILITY_STATUS} au RGAA 4.1.</strong>
        </p>
        <p>{`Taux de conformité\u00a0: ${formatRate(conformityRate(today))} des critères applicables.`}</p>
        <p>
          {`Un audit interne a été réalisé en ${RGAA_AUDIT.date} sur un échantillon de ${RGAA_AUDIT.samplePageCount} pages\u202f; ses résultats et les corrections qui ont suivi sont détaillés ci-dessous.`}
        </p>
        <p>Ce que nos tests automatisés vérifient, à chaque modification du code&nbsp;:</p>
        <BulletList
          items={[
            "l'outil axe-core contrôle les règles des WCAG 2 (niveaux A et AA) qu'un outil peut vérifier, sur les pages de connexion et d'inscription, la recherche, les profils, la fenêtre de réservation, l'espace client et l'espace professionnel\u202f;",
            "une réservation complète, de la page d'accueil à la confirmation, est menée au clavier seul, sans que le focus se perde\u202f;",
            'les créneaux sont des boutons nommés avec la date et l’heure complètes, et les fenêtres retiennent le focus puis le rendent.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Résultats des tests">
        <p>
          {`Sur les ${RGAA_CRITERIA.length} critères du RGAA, l'audit de ${RGAA_AUDIT.date} en a trouvé ${count(first.C, 'conforme', 'conformes')}, ${count(first.NC, 'non conforme', 'non conformes')} et ${count(first.NA, 'non applicable', 'non applicables')} à l'échantillon\u00a0: le taux de conformité était de ${formatRate(conformityRate(first))}.`}
        </p>
        {corrected.length > 0 ? (
          <p>
            {`Depuis, ${corrected.length === failedFirst.length ? `les ${corrected.length}` : `${corrected.length} des ${failedFirst.length}`} critères non conformes ont été corrigés (${enumerate(corrected.map((criterion) => criterion.id))}). Chaque correction est vérifiée par un test automatisé, exécuté à chaque modification du code, et non par un nouvel audit complet.`}
          </p>
        ) : null}
        {nowApplicable.length > 0 ? <NowApplicable criteria={nowApplicable} /> : null}
        <p>
          {`Aujourd'hui, ${count(today.C, 'critère est conforme', 'critères sont conformes')}, ${count(today.NC, 'non conforme', 'non conformes')} et ${count(today.NA, 'non applicable', 'non applicables')}\u00a0: le taux de conformité est de ${formatRate(conformityRate(today))}.`}
        </p>
        <p>C&nbsp;: conforme, NC&nbsp;: non conforme, NA&nbsp;: non applicable.</p>
        <RgaaTopicsTable />
        <h3 className="pt-2 text-lg font-semibold text-slate-900">Résultats par critère</h3>
        <p>Chaque thématique s'ouvre sur le tableau de ses critères.</p>
        <RgaaCriteriaTables />
      </ContentSection>

      <ContentSection title="Contenus non accessibles">
        <h3 className="text-lg font-semibold text-slate-900">Non-conformités</h3>
        {failingToday.length === 0 ? (
          <p>Aucun critère n'est non conforme à ce jour sur l'échantillon audité.</p>
        ) : (
          <BulletList
            items={failingToday.map(
              (criterion) => `critère ${criterion.id}\u00a0: ${criterion.finding ?? criterion.title}`,
            )}
          />
        )}
        {pdfCriterion?.current === 'C' ? (
          <p>
            Les factures, avoirs et conventions d'honoraires produits en PDF par JurisRDV ne sont pas des PDF
            balisés&nbsp;: à côté du lien de chacun, une «&nbsp;Version accessible (HTML)&nbsp;» donne la même
            information.
          </p>
        ) : (
          <p>
            Les factures et les conventions d'honoraires produites en PDF par JurisRDV ne sont pas des PDF
            balisés&nbsp;: leur structure (titres, tableaux) n'est pas transmise aux technologies
            d'assistance.
          </p>
        )}
        <h3 className="text-lg font-semibold text-slate-900">Dérogations pour charge disproportionnée</h3>
        <p>Aucune.</p>
        <h3 className="text-lg font-semibold text-slate-900">
          Contenus non soumis à l'obligation d'accessibilité
        </h3>
        <BulletList
          items={[
            'les documents déposés par les clients et les professionnels (PDF, images) ne sont pas contrôlés\u00a0: ce sont des contenus de tiers, dont l’accessibilité dépend de leur auteur\u202f;',
            ...(facts
              ? [
                  `les consultations en visioconférence ont lieu sur le service ${facts.videoHost}, extérieur à JurisRDV : son accessibilité ne dépend pas de nous.`,
                ]
              : []),
          ]}
        />
      </ContentSection>

      <ContentSection title="Technologies utilisées">
        <p>HTML5, CSS, JavaScript (React) et WAI-ARIA.</p>
      </ContentSection>

      <ContentSection title="Environnement de test">
        <p>
          Les vérifications automatiques utilisent le navigateur Chromium avec axe-core, et Playwright pour la
          navigation au clavier. Les noms et les rôles contrôlés sont ceux que Chromium transmet aux
          technologies d'assistance. Aucun test n'a encore été mené avec un lecteur d'écran (NVDA, JAWS,
          VoiceOver ou TalkBack).
        </p>
      </ContentSection>

      <ContentSection title="Outils pour évaluer l'accessibilité">
        <p>{`L'audit de ${RGAA_AUDIT.date} est un ${RGAA_AUDIT.auditor}. Il a utilisé\u00a0:`}</p>
        <BulletList items={punctuated(RGAA_AUDIT.tools)} />
      </ContentSection>

      <ContentSection title="Pages du site ayant fait l'objet de la vérification de conformité">
        <BulletList items={punctuated(RGAA_AUDIT.sample)} />
      </ContentSection>

      <ContentSection title="Retour d'information et contact">
        <p>
          Si un obstacle vous empêche d'accéder à un contenu ou à un service, signalez-le-nous depuis la{' '}
          <TextLink to="/contact">page contact</TextLink> en précisant la page et ce qui vous a bloqué&nbsp;:
          votre message est enregistré pour notre équipe.
        </p>
        {facts ? (
          <p>
            Vous pouvez aussi nous écrire à <MailLink email={facts.supportEmail} />.
          </p>
        ) : null}
        <p>
          Pour prendre rendez-vous sans passer par la réservation en ligne, le numéro de téléphone de chaque
          cabinet figure sur son profil.
        </p>
      </ContentSection>

      <ContentSection title="Voies de recours">
        <p>
          Si vous nous avez signalé un défaut d'accessibilité qui vous empêche d'accéder à un contenu ou à un
          service et que notre réponse ne vous satisfait pas, vous pouvez saisir le Défenseur des
          droits&nbsp;:
        </p>
        <BulletList
          items={[
            <>
              lui écrire par le{' '}
              <ExternalLink href="https://formulaire.defenseurdesdroits.fr/">
                formulaire en ligne
              </ExternalLink>{' '}
              ;
            </>,
            <>
              contacter le{' '}
              <ExternalLink href="https://www.defenseurdesdroits.fr/saisir/delegues">
                délégué du Défenseur des droits de votre région
              </ExternalLink>{' '}
              ;
            </>,
            'lui écrire par la poste, gratuitement et sans timbre\u00a0: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.',
          ]}
        />
      </ContentSection>
    </ContentPage>
  );
}
