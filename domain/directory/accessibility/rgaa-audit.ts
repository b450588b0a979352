/**
 * The RGAA 4.1 audit grid of JurisRDV: the 106 criteria with their official titles, the result of the
 * first audit (novembre 2026) on the sample of 14 pages, and today's result, each correction naming the
 * test that proves it. The accessibility statement, every footer's label and docs/accessibility/rgaa-grid.md
 * are drawn from this one list, so the published state can never say more than the grid.
 */

export type TRgaaResult = 'C' | 'NC' | 'NA';

export type TRgaaCriterion = {
  /** « 11.10 »: topic, then the criterion's number in it. */
  id: string;
  topic: number;
  /** The criterion's official wording (RGAA 4.1, accessibilite.numerique.gouv.fr). */
  title: string;
  firstAudit: TRgaaResult;
  current: TRgaaResult;
  /** What the auditor saw: why it is not applicable, what failed, or a remark on a conforming one. */
  finding?: string;
  /** What changed since the first audit, when the result changed. */
  correction?: string;
  /** The tests that check the current result, when it changed since the first audit. */
  proof?: readonly string[];
};

export const RGAA_TOPICS: readonly { number: number; title: string }[] = [
  { number: 1, title: 'Images' },
  { number: 2, title: 'Cadres' },
  { number: 3, title: 'Couleurs' },
  { number: 4, title: 'Multimédia' },
  { number: 5, title: 'Tableaux' },
  { number: 6, title: 'Liens' },
  { number: 7, title: 'Scripts' },
  { number: 8, title: 'Éléments obligatoires' },
  { number: 9, title: 'Structuration de l’information' },
  { number: 10, title: 'Présentation de l’information' },
  { number: 11, title: 'Formulaires' },
  { number: 12, title: 'Navigation' },
  { number: 13, title: 'Consultation' },
];

export const RGAA_AUDIT = {
  version: 'RGAA 4.1',
  date: 'novembre 2026',
  auditor: 'audit interne, mené par l’équipe qui développe JurisRDV',
  tools: [
    'le navigateur Chromium',
    'axe-core (règles des WCAG 2.1, niveaux A et AA)',
    'Playwright, pour parcourir chaque page au clavier seul',
    'l’arbre d’accessibilité de Chromium (noms, rôles et états transmis aux technologies d’assistance)',
    'un affichage de 320 px de large (redistribution du contenu)',
    'la redéfinition de l’espacement du texte (critère 1.4.12 des WCAG)',
    'le mode de couleurs forcées (thèmes de contraste de Windows)',
  ],
  sample: [
    'l’accueil',
    'la recherche',
    'le profil d’un professionnel',
    'la fenêtre de réservation, à chacune de ses étapes',
    'la connexion',
    'la création de compte',
    'l’espace client et ses sept onglets',
    'l’accueil de l’espace professionnel',
    'le planning de l’espace professionnel',
    'les rendez-vous de l’espace professionnel, avec la fenêtre de détail d’un rendez-vous',
    'la page contact',
    'la déclaration d’accessibilité',
    'les mentions légales',
    'la page «\u00a0introuvable\u00a0» (erreur 404)',
  ],
  samplePageCount: 14,
} as const;

function conforming(id: string, title: string, finding?: string): TRgaaCriterion {
  return { id, topic: topicOf(id), title, firstAudit: 'C', current: 'C', ...(finding ? { finding } : {}) };
}

function notApplicable(id: string, title: string, finding: string): TRgaaCriterion {
  return { id, topic: topicOf(id), title, firstAudit: 'NA', current: 'NA', finding };
}

function nonConformingThenFixed(
  id: string,
  title: string,
  finding: string,
  correction: string,
  proof: readonly string[],
): TRgaaCriterion {
  return { id, topic: topicOf(id), title, firstAudit: 'NC', current: 'C', finding, correction, proof };
}

/** A criterion that became applicable with a correction (a site map, accessible versions of documents). */
function notApplicableThenConforming(
  id: string,
  title: string,
  finding: string,
  correction: string,
  proof: readonly string[],
): TRgaaCriterion {
  return { id, topic: topicOf(id), title, firstAudit: 'NA', current: 'C', finding, correction, proof };
}

function topicOf(id: string): number {
  return Number(id.split('.')[0]);
}

const NO_MEDIA =
  'Aucun contenu vidéo ni audio sur les pages de l’échantillon\u202f; les consultations en visioconférence ont lieu sur un service extérieur à JurisRDV.';

export const RGAA_CRITERIA: readonly TRgaaCriterion[] = [
  conforming('1.1', 'Chaque image porteuse d’information a-t-elle une alternative textuelle\u202f?'),
  conforming(
    '1.2',
    'Chaque image de décoration est-elle correctement ignorée par les technologies d’assistance\u202f?',
  ),
  conforming(
    '1.3',
    'Pour chaque image porteuse d’information ayant une alternative textuelle, cette alternative est-elle pertinente (hors cas particuliers)\u202f?',
  ),
  notApplicable(
    '1.4',
    'Pour chaque image utilisée comme CAPTCHA ou comme image-test, ayant une alternative textuelle, cette alternative permet-elle d’identifier la nature et la fonction de l’image\u202f?',
    'Aucun CAPTCHA ni image-test sur le site.',
  ),
  notApplicable(
    '1.5',
    'Pour chaque image utilisée comme CAPTCHA, une solution d’accès alternatif au contenu ou à la fonction du CAPTCHA est-elle présente\u202f?',
    'Aucun CAPTCHA sur le site.',
  ),
  conforming(
    '1.6',
    'Chaque image porteuse d’information a-t-elle, si nécessaire, une description détaillée\u202f?',
    'La carte des résultats est décrite par la liste des résultats qu’elle accompagne\u202f; chaque repère porte le nom du professionnel.',
  ),
  conforming(
    '1.7',
    'Pour chaque image porteuse d’information ayant une description détaillée, cette description est-elle pertinente\u202f?',
    'La liste des résultats donne, pour chaque repère de la carte, le professionnel et son lieu d’exercice.',
  ),
  notApplicable(
    '1.8',
    'Chaque image texte porteuse d’information, en l’absence d’un mécanisme de remplacement, doit si possible être remplacée par du texte stylé. Cette règle est-elle respectée (hors cas particuliers)\u202f?',
    'Aucune image texte (le logo est un cas particulier).',
  ),
  notApplicable(
    '1.9',
    'Chaque légende d’image est-elle, si nécessaire, correctement reliée à l’image correspondante\u202f?',
    'Aucune image légendée.',
  ),
  notApplicable(
    '2.1',
    'Chaque cadre a-t-il un titre de cadre\u202f?',
    'Aucun cadre (iframe) sur les pages de l’échantillon.',
  ),
  notApplicable(
    '2.2',
    'Pour chaque cadre ayant un titre de cadre, ce titre de cadre est-il pertinent\u202f?',
    'Aucun cadre (iframe) sur les pages de l’échantillon.',
  ),
  nonConformingThenFixed(
    '3.1',
    'Dans chaque page web, l’information ne doit pas être donnée uniquement par la couleur. Cette règle est-elle respectée\u202f?',
    'Le planning distinguait les types d’événements et l’état «\u00a0en attente\u00a0» par la seule couleur, et ses blocs n’étaient pas atteignables au clavier.',
    'Chaque bloc du planning est un bouton qui écrit son type et son état, atteint par Tab et ouvert par Entrée.',
    ['e2e/pro-workspace-rgaa.spec.ts'],
  ),
  conforming(
    '3.2',
    'Dans chaque page web, le contraste entre la couleur du texte et la couleur de son arrière-plan est-il suffisamment élevé (hors cas particuliers)\u202f?',
  ),
  nonConformingThenFixed(
    '3.3',
    'Dans chaque page web, les couleurs utilisées dans les composants d’interface ou les éléments graphiques porteurs d’informations sont-elles suffisamment contrastées (hors cas particuliers)\u202f?',
    'Les bordures des champs, des listes et des interrupteurs avaient un contraste de 1,49:1.',
    'Les bordures des contrôles atteignent 3:1 au moins, y compris en couleurs forcées.',
    ['e2e/control-boundaries.spec.ts', 'e2e/rgaa-sample-sweep.spec.ts'],
  ),
  notApplicable(
    '4.1',
    'Chaque média temporel pré-enregistré a-t-il, si nécessaire, une transcription textuelle ou une audiodescription (hors cas particuliers)\u202f?',
    NO_MEDIA,
  ),
  notApplicable(
    '4.2',
    'Pour chaque média temporel pré-enregistré ayant une transcription textuelle ou une audiodescription synchronisée, celles-ci sont-elles pertinentes (hors cas particuliers)\u202f?',
    NO_MEDIA,
  ),
  notApplicable(
    '4.3',
    'Chaque média temporel synchronisé pré-enregistré a-t-il, si nécessaire, des sous-titres synchronisés (hors cas particuliers)\u202f?',
    NO_MEDIA,
  ),
  notApplicable(
    '4.4',
    'Pour chaque média temporel synchronisé pré-enregistré ayant des sous-titres synchronisés, ces sous-titres sont-ils pertinents\u202f?',
    NO_MEDIA,
  ),
  notApplicable(
    '4.5',
    'Chaque média temporel pré-enregistré a-t-il, si nécessaire, une audiodescription synchronisée (hors cas particuliers)\u202f?',
    NO_MEDIA,
  ),
  notApplicable(
    '4.6',
    'Pour chaque média temporel pré-enregistré ayant une audiodescription synchronisée, celle-ci est-elle pertinente\u202f?',
    NO_MEDIA,
  ),
  notApplicable(
    '4.7',
    'Chaque média temporel est-il clairement identifiable (hors cas particuliers)\u202f?',
    NO_MEDIA,
  ),
  notApplicable(
    '4.8',
    'Chaque média non temporel a-t-il, si nécessaire, une alternative (hors cas particuliers)\u202f?',
    NO_MEDIA,
  ),
  notApplicable(
    '4.9',
    'Pour chaque média non temporel ayant une alternative, cette alternative est-elle pertinente\u202f?',
    NO_MEDIA,
  ),
  notApplicable(
    '4.10',
    'Chaque son déclenché automatiquement est-il contrôlable par l’utilisateur\u202f?',
    NO_MEDIA,
  ),
  notApplicable(
    '4.11',
    'La consultation de chaque média temporel est-elle, si nécessaire, contrôlable par le clavier et tout dispositif de pointage\u202f?',
    NO_MEDIA,
  ),
  notApplicable(
    '4.12',
    'La consultation de chaque média non temporel est-elle contrôlable par le clavier et tout dispositif de pointage\u202f?',
    NO_MEDIA,
  ),
  notApplicable(
    '4.13',
    'Chaque média temporel et non temporel est-il compatible avec les technologies d’assistance (hors cas particuliers)\u202f?',
    NO_MEDIA,
  ),
  notApplicable(
    '5.1',
    'Chaque tableau de données complexe a-t-il un résumé\u202f?',
    'Aucun tableau de données complexe (un seul niveau d’en-têtes).',
  ),
  notApplicable(
    '5.2',
    'Pour chaque tableau de données complexe ayant un résumé, celui-ci est-il pertinent\u202f?',
    'Aucun tableau de données complexe.',
  ),
  notApplicable(
    '5.3',
    'Pour chaque tableau de mise en forme, le contenu linéarisé reste-t-il compréhensible\u202f?',
    'Aucun tableau de mise en forme.',
  ),
  conforming(
    '5.4',
    'Pour chaque tableau de données ayant un titre, le titre est-il correctement associé au tableau de données\u202f?',
  ),
  conforming('5.5', 'Pour chaque tableau de données ayant un titre, celui-ci est-il pertinent\u202f?'),
  conforming(
    '5.6',
    'Pour chaque tableau de données, chaque en-tête de colonne et chaque en-tête de ligne sont-ils correctement déclarés\u202f?',
  ),
  conforming(
    '5.7',
    'Pour chaque tableau de données, la technique appropriée permettant d’associer chaque cellule avec ses en-têtes est-elle utilisée (hors cas particuliers)\u202f?',
  ),
  notApplicable(
    '5.8',
    'Chaque tableau de mise en forme ne doit pas utiliser d’éléments propres aux tableaux de données. Cette règle est-elle respectée\u202f?',
    'Aucun tableau de mise en forme.',
  ),
  conforming('6.1', 'Chaque lien est-il explicite (hors cas particuliers)\u202f?'),
  conforming('6.2', 'Dans chaque page web, chaque lien a-t-il un intitulé\u202f?'),
  nonConformingThenFixed(
    '7.1',
    'Chaque script est-il, si nécessaire, compatible avec les technologies d’assistance\u202f?',
    'Des fenêtres de l’espace professionnel ne rendaient pas le focus à ce qui les avait ouvertes et n’avaient pas de bouton de fermeture.',
    'Chaque fenêtre a un bouton «\u00a0Fermer\u00a0» et rend le focus à ce qui l’a ouverte.',
    ['e2e/pro-workspace-rgaa.spec.ts'],
  ),
  notApplicable(
    '7.2',
    'Pour chaque script ayant une alternative, cette alternative est-elle pertinente\u202f?',
    'Aucun script n’a d’alternative\u00a0: chacun est lui-même accessible.',
  ),
  conforming(
    '7.3',
    'Chaque script est-il contrôlable par le clavier et par tout dispositif de pointage (hors cas particuliers)\u202f?',
  ),
  nonConformingThenFixed(
    '7.4',
    'Pour chaque script qui initie un changement de contexte, l’utilisateur est-il averti ou en a-t-il le contrôle\u202f?',
    'Le bandeau des cookies prenait le focus de lui-même à son apparition.',
    'Le bandeau ne déplace plus le focus\u202f; il suit le lien «\u00a0Aller au contenu\u00a0».',
    ['e2e/rgaa-layout.spec.ts'],
  ),
  conforming(
    '7.5',
    'Dans chaque page web, les messages de statut sont-ils correctement restitués par les technologies d’assistance\u202f?',
  ),
  conforming('8.1', 'Chaque page web est-elle définie par un type de document\u202f?'),
  conforming(
    '8.2',
    'Pour chaque page web, le code source généré est-il valide selon le type de document spécifié\u202f?',
    'Code produit par React, le même par le serveur et le navigateur (aucune erreur d’hydratation dans les tests de bout en bout)\u202f; le 30\u00a0novembre 2026, le validateur du W3C (Nu Html Checker 26.9.27) ne relève aucune erreur sur les pages de l’échantillon, telles que le serveur les envoie et telles que le navigateur les affiche.',
  ),
  conforming('8.3', 'Dans chaque page web, la langue par défaut est-elle présente\u202f?'),
  conforming(
    '8.4',
    'Pour chaque page web ayant une langue par défaut, le code de langue est-il pertinent\u202f?',
  ),
  conforming('8.5', 'Chaque page web a-t-elle un titre de page\u202f?'),
  nonConformingThenFixed(
    '8.6',
    'Pour chaque page web ayant un titre de page, ce titre est-il pertinent\u202f?',
    'Le titre de la page d’accueil de l’espace professionnel était «\u00a0Bonjour, Sophie\u00a0».',
    'Chaque page de l’espace professionnel a son propre titre\u202f; l’accueil s’appelle «\u00a0Tableau de bord\u00a0».',
    ['e2e/pro-workspace-rgaa.spec.ts'],
  ),
  notApplicable(
    '8.7',
    'Dans chaque page web, chaque changement de langue est-il indiqué dans le code source (hors cas particuliers)\u202f?',
    'Aucun passage en langue étrangère (noms propres seulement, comme «\u00a0Open Database License\u00a0»).',
  ),
  notApplicable(
    '8.8',
    'Dans chaque page web, le code de langue de chaque changement de langue est-il valide et pertinent\u202f?',
    'Aucun changement de langue.',
  ),
  conforming(
    '8.9',
    'Dans chaque page web, les balises ne doivent pas être utilisées uniquement à des fins de présentation. Cette règle est-elle respectée\u202f?',
  ),
  notApplicable(
    '8.10',
    'Dans chaque page web, les changements du sens de lecture sont-ils signalés\u202f?',
    'Aucun texte écrit de droite à gauche.',
  ),
  conforming(
    '9.1',
    'Dans chaque page web, l’information est-elle structurée par l’utilisation appropriée de titres\u202f?',
  ),
  nonConformingThenFixed(
    '9.2',
    'Dans chaque page web, la structure du document est-elle cohérente (hors cas particuliers)\u202f?',
    'Sur grand écran, la barre supérieure de l’espace professionnel n’était pas une zone d’en-tête.',
    'La barre supérieure est une zone d’en-tête (banner) sur grand écran.',
    ['e2e/rgaa-layout.spec.ts'],
  ),
  conforming('9.3', 'Dans chaque page web, chaque liste est-elle correctement structurée\u202f?'),
  notApplicable(
    '9.4',
    'Dans chaque page web, chaque citation est-elle correctement indiquée\u202f?',
    'Aucune citation (les avis sont des articles, pas des citations).',
  ),
  conforming(
    '10.1',
    'Dans le site web, des feuilles de styles sont-elles utilisées pour contrôler la présentation de l’information\u202f?',
  ),
  conforming(
    '10.2',
    'Dans chaque page web, le contenu visible porteur d’information reste-t-il présent lorsque les feuilles de styles sont désactivées\u202f?',
  ),
  conforming(
    '10.3',
    'Dans chaque page web, l’information reste-t-elle compréhensible lorsque les feuilles de styles sont désactivées\u202f?',
  ),
  conforming(
    '10.4',
    'Dans chaque page web, le texte reste-t-il lisible lorsque la taille des caractères est augmentée jusqu’à 200%, au moins (hors cas particuliers)\u202f?',
  ),
  conforming(
    '10.5',
    'Dans chaque page web, les déclarations CSS de couleurs de fond d’élément et de police sont-elles correctement utilisées\u202f?',
  ),
  conforming(
    '10.6',
    'Dans chaque page web, chaque lien dont la nature n’est pas évidente est-il visible par rapport au texte environnant\u202f?',
  ),
  conforming(
    '10.7',
    'Dans chaque page web, pour chaque élément recevant le focus, la prise de focus est-elle visible\u202f?',
  ),
  conforming(
    '10.8',
    'Pour chaque page web, les contenus cachés ont-ils vocation à être ignorés par les technologies d’assistance\u202f?',
  ),
  conforming(
    '10.9',
    'Dans chaque page web, l’information ne doit pas être donnée uniquement par la forme, taille ou position. Cette règle est-elle respectée\u202f?',
  ),
  conforming(
    '10.10',
    'Dans chaque page web, l’information ne doit pas être donnée par la forme, taille ou position uniquement. Cette règle est-elle implémentée de façon pertinente\u202f?',
  ),
  nonConformingThenFixed(
    '10.11',
    'Pour chaque page web, les contenus peuvent-ils être présentés sans avoir recours à un défilement vertical pour une fenêtre ayant une hauteur de 256px ou à un défilement horizontal pour une fenêtre ayant une largeur de 320px (hors cas particuliers)\u202f?',
    'À 320 px, le bouton «\u00a0Personnaliser\u00a0» du bandeau des cookies était coupé, le chronomètre et la barre d’outils du planning imposaient un défilement horizontal.',
    'Les pages publiques, l’espace client et l’espace professionnel, planning compris, s’affichent à 320 px sans défilement horizontal.',
    ['e2e/rgaa-layout.spec.ts', 'e2e/pro-workspace-rgaa.spec.ts'],
  ),
  nonConformingThenFixed(
    '10.12',
    'Dans chaque page web, les propriétés d’espacement du texte peuvent-elles être redéfinies par l’utilisateur sans perte de contenu ou de fonctionnalité (hors cas particuliers)\u202f?',
    'Avec l’espacement du texte redéfini, les dates des «\u00a0Dossiers récents\u00a0» étaient tronquées.',
    'Les textes tronqués passent à la ligne\u202f; les dates restent lisibles avec l’espacement redéfini.',
    ['e2e/rgaa-layout.spec.ts'],
  ),
  notApplicable(
    '10.13',
    'Dans chaque page web, les contenus additionnels apparaissant à la prise de focus ou au survol d’un composant d’interface sont-ils contrôlables par l’utilisateur (hors cas particuliers)\u202f?',
    'Aucun contenu n’apparaît au survol ou à la prise de focus (les fenêtres, menus et bulles de la carte s’ouvrent à l’activation).',
  ),
  conforming(
    '10.14',
    'Dans chaque page web, les contenus additionnels apparaissant via les styles CSS uniquement peuvent-ils être rendus visibles au clavier et par tout dispositif de pointage\u202f?',
    'Seuls les liens «\u00a0Aller au contenu\u00a0» apparaissent par les styles, à la prise de focus au clavier.',
  ),
  nonConformingThenFixed(
    '11.1',
    'Chaque champ de formulaire a-t-il une étiquette\u202f?',
    'Les champs de recherche de l’accueil et de l’espace professionnel n’avaient qu’un texte indicatif (placeholder).',
    'Les champs de recherche gardent une étiquette visible.',
    ['e2e/form-requirements.spec.ts'],
  ),
  conforming(
    '11.2',
    'Chaque étiquette associée à un champ de formulaire est-elle pertinente (hors cas particuliers)\u202f?',
  ),
  conforming(
    '11.3',
    'Dans chaque formulaire, chaque étiquette associée à un champ de formulaire ayant la même fonction et répétée plusieurs fois dans une même page ou dans un ensemble de pages est-elle cohérente\u202f?',
  ),
  conforming(
    '11.4',
    'Dans chaque formulaire, chaque étiquette de champ et son champ associé sont-ils accolés (hors cas particuliers)\u202f?',
  ),
  conforming(
    '11.5',
    'Dans chaque formulaire, les champs de même nature sont-ils regroupés, si nécessaire\u202f?',
  ),
  conforming(
    '11.6',
    'Dans chaque formulaire, chaque regroupement de champs de même nature a-t-il une légende\u202f?',
  ),
  conforming(
    '11.7',
    'Dans chaque formulaire, chaque légende associée à un regroupement de champs de même nature est-elle pertinente\u202f?',
  ),
  conforming(
    '11.8',
    'Dans chaque formulaire, les items de même nature d’une liste de choix sont-ils regroupés de manière pertinente\u202f?',
  ),
  nonConformingThenFixed(
    '11.9',
    'Dans chaque formulaire, l’intitulé de chaque bouton est-il pertinent (hors cas particuliers)\u202f?',
    'Quatre boutons «\u00a0Voir les détails\u00a0» portaient le même intitulé sur une même page.',
    'Chaque bouton «\u00a0Voir les détails\u00a0» nomme le rendez-vous qu’il ouvre.',
    ['e2e/pro-workspace-rgaa.spec.ts'],
  ),
  nonConformingThenFixed(
    '11.10',
    'Dans chaque formulaire, le contrôle de saisie est-il utilisé de manière pertinente (hors cas particuliers)\u202f?',
    'Les champs obligatoires n’étaient pas signalés sur /login, /register et aux étapes de connexion et de motif de la réservation.',
    'Les champs obligatoires sont signalés à tous (marque visible expliquée en tête du formulaire, aria-required).',
    ['e2e/form-requirements.spec.ts'],
  ),
  nonConformingThenFixed(
    '11.11',
    'Dans chaque formulaire, le contrôle de saisie est-il accompagné, si nécessaire, de suggestions facilitant la correction des erreurs de saisie\u202f?',
    'Le message «\u00a0Adresse e-mail invalide\u00a0» ne donnait pas d’exemple du format attendu.',
    'Chaque erreur de format donne un exemple du format attendu, à côté du champ.',
    ['e2e/form-requirements.spec.ts'],
  ),
  conforming(
    '11.12',
    'Pour chaque formulaire qui modifie ou supprime des données, ou qui transmet des réponses à un test ou à un examen, ou dont la validation a des conséquences financières ou juridiques, les données saisies peuvent-elles être modifiées, mises à jour ou récupérées par l’utilisateur\u202f?',
  ),
  conforming(
    '11.13',
    'La finalité d’un champ de saisie peut-elle être déduite pour faciliter le remplissage automatique des champs avec les données de l’utilisateur\u202f?',
  ),
  nonConformingThenFixed(
    '12.1',
    'Chaque ensemble de pages dispose-t-il de deux systèmes de navigation différents, au moins (hors cas particuliers)\u202f?',
    'Un seul système de navigation\u00a0: pas de plan du site.',
    'Une page «\u00a0Plan du site\u00a0» est liée depuis chaque pied de page public.',
    ['e2e/rgaa-layout.spec.ts'],
  ),
  conforming(
    '12.2',
    'Dans chaque ensemble de pages, le menu et les barres de navigation sont-ils toujours à la même place (hors cas particuliers)\u202f?',
  ),
  notApplicableThenConforming(
    '12.3',
    'La page «\u00a0plan du site\u00a0» est-elle pertinente\u202f?',
    'Pas de page «\u00a0plan du site\u00a0» lors de l’audit.',
    'La page «\u00a0Plan du site\u00a0» liste chaque page publique et chacun de ses liens ouvre une page.',
    ['e2e/rgaa-layout.spec.ts', 'domain/directory/content/site-map.test.ts'],
  ),
  notApplicableThenConforming(
    '12.4',
    'Dans chaque ensemble de pages, la page «\u00a0plan du site\u00a0» est-elle accessible à partir d’une fonctionnalité identique\u202f?',
    'Pas de page «\u00a0plan du site\u00a0» lors de l’audit.',
    'La page «\u00a0Plan du site\u00a0» est liée au même endroit de chaque pied de page public.',
    ['e2e/rgaa-layout.spec.ts'],
  ),
  conforming(
    '12.5',
    'Dans chaque ensemble de pages, le moteur de recherche est-il atteignable de manière identique\u202f?',
    'La recherche de l’espace professionnel est au même endroit de sa barre supérieure sur chaque page\u202f; le site public n’a pas de moteur de recherche de contenu (la recherche d’avocats est un service de l’accueil et de /search).',
  ),
  conforming(
    '12.6',
    'Les zones de regroupement de contenus présentes dans plusieurs pages web (zones d’en-tête, de navigation principale, de contenu principal, de pied de page et de moteur de recherche) peuvent-elles être atteintes ou évitées\u202f?',
  ),
  conforming(
    '12.7',
    'Dans chaque page web, un lien d’évitement ou d’accès rapide à la zone de contenu principal est-il présent (hors cas particuliers)\u202f?',
  ),
  conforming('12.8', 'Dans chaque page web, l’ordre de tabulation est-il cohérent\u202f?'),
  conforming(
    '12.9',
    'Dans chaque page web, la navigation ne doit pas contenir de piège au clavier. Cette règle est-elle respectée\u202f?',
  ),
  notApplicable(
    '12.10',
    'Dans chaque page web, les raccourcis clavier n’utilisant qu’une seule touche (lettre minuscule ou majuscule, ponctuation, chiffre ou symbole) sont-ils contrôlables par l’utilisateur\u202f?',
    'Aucun raccourci clavier d’une seule touche (les flèches ne servent qu’à l’intérieur du calendrier qui a le focus).',
  ),
  conforming(
    '12.11',
    'Dans chaque page web, les contenus additionnels apparaissant au survol, à la prise de focus ou à l’activation d’un composant d’interface sont-ils si nécessaire atteignables au clavier\u202f?',
  ),
  conforming(
    '13.1',
    'Pour chaque page web, l’utilisateur a-t-il le contrôle de chaque limite de temps modifiant le contenu (hors cas particuliers)\u202f?',
    'La session dure 12 heures\u202f; «\u00a0Se souvenir de moi\u00a0» la prolonge à 30 jours. Aucune redirection ni aucun rafraîchissement automatique.',
  ),
  conforming(
    '13.2',
    'Dans chaque page web, l’ouverture d’une nouvelle fenêtre ne doit pas être déclenchée sans action de l’utilisateur. Cette règle est-elle respectée\u202f?',
  ),
  nonConformingThenFixed(
    '13.3',
    'Dans chaque page web, chaque document bureautique en téléchargement possède-t-il, si nécessaire, une version accessible (hors cas particuliers)\u202f?',
    'Les PDF produits par JurisRDV (factures, conventions d’honoraires) n’étaient pas balisés et n’avaient pas de version accessible.',
    'Chaque PDF produit par JurisRDV a, à côté de son lien, une «\u00a0Version accessible (HTML)\u00a0» qui dit la même chose.',
    ['server/app/accessible-documents.int.test.ts'],
  ),
  notApplicableThenConforming(
    '13.4',
    'Pour chaque document bureautique ayant une version accessible, cette version offre-t-elle la même information\u202f?',
    'Aucune version accessible de document lors de l’audit.',
    'La version HTML de chaque PDF dit ce que dit le PDF (montants, noms, clauses).',
    ['server/app/accessible-documents.int.test.ts'],
  ),
  conforming(
    '13.5',
    'Dans chaque page web, chaque contenu cryptique (art ASCII, émoticône, syntaxe cryptique) a-t-il une alternative\u202f?',
    'Les étoiles des notes (★) sont lues «\u00a0Note 4,8 sur 5\u00a0».',
  ),
  conforming(
    '13.6',
    'Dans chaque page web, pour chaque contenu cryptique (art ASCII, émoticône, syntaxe cryptique) ayant une alternative, cette alternative est-elle pertinente\u202f?',
    'Les étoiles des notes ont une alternative qui dit la note et le nombre d’avis.',
  ),
  notApplicable(
    '13.7',
    'Dans chaque page web, les changements brusques de luminosité ou les effets de flash sont-ils correctement utilisés\u202f?',
    'Aucun flash ni changement brusque de luminosité.',
  ),
  conforming(
    '13.8',
    'Dans chaque page web, chaque contenu en mouvement ou clignotant est-il contrôlable par l’utilisateur\u202f?',
    'Seuls des indicateurs de chargement bougent, le temps du chargement.',
  ),
  conforming(
    '13.9',
    'Dans chaque page web, le contenu proposé est-il consultable quelle que soit l’orientation de l’écran (portrait ou paysage) (hors cas particuliers)\u202f?',
  ),
  conforming(
    '13.10',
    'Dans chaque page web, les fonctionnalités utilisables ou disponibles au moyen d’un geste complexe peuvent-elles être également disponibles au moyen d’un geste simple (hors cas particuliers)\u202f?',
    'La carte se déplace aussi par ses boutons de zoom et au clavier\u202f; la liste des résultats donne la même information.',
  ),
  conforming(
    '13.11',
    'Dans chaque page web, les actions déclenchées au moyen d’un dispositif de pointage sur un point unique de l’écran peuvent-elles faire l’objet d’une annulation (hors cas particuliers)\u202f?',
  ),
  notApplicable(
    '13.12',
    'Dans chaque page web, les fonctionnalités qui impliquent un mouvement de l’appareil ou vers l’appareil peuvent-elles être satisfaites de manière alternative (hors cas particuliers)\u202f?',
    'Aucune fonctionnalité ne dépend d’un mouvement de l’appareil.',
  ),
];

export type TRgaaCounts = { C: number; NC: number; NA: number };

export type TRgaaConformityStatus = 'totalement conforme' | 'partiellement conforme' | 'non conforme';

export function countResults(results: readonly TRgaaResult[]): TRgaaCounts {
  const counts: TRgaaCounts = { C: 0, NC: 0, NA: 0 };
  for (const result of results) counts[result] += 1;
  return counts;
}

export function firstAuditCounts(criteria: readonly TRgaaCriterion[] = RGAA_CRITERIA): TRgaaCounts {
  return countResults(criteria.map((criterion) => criterion.firstAudit));
}

export function currentCounts(criteria: readonly TRgaaCriterion[] = RGAA_CRITERIA): TRgaaCounts {
  return countResults(criteria.map((criterion) => criterion.current));
}

/** The RGAA's rate: conforming criteria over applicable ones (C / (C + NC)), between 0 and 1. */
export function conformityRate(counts: TRgaaCounts): number {
  const applicable = counts.C + counts.NC;
  return applicable === 0 ? 0 : counts.C / applicable;
}

/**
 * The RGAA's state of conformity: « totalement conforme » only when every applicable criterion is met,
 * « partiellement conforme » from half of them, « non conforme » below (or with nothing audited).
 */
export function conformityStatus(counts: TRgaaCounts): TRgaaConformityStatus {
  if (counts.C + counts.NC === 0) return 'non conforme';
  if (counts.NC === 0) return 'totalement conforme';
  return conformityRate(counts) >= 0.5 ? 'partiellement conforme' : 'non conforme';
}

/** « 80,3 % »: one decimal, French comma, narrow no-break space before the sign. */
export function formatRate(rate: number): string {
  const tenths = Math.round(rate * 1000) / 10;
  return `${tenths.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}\u202f%`;
}

export function criteriaOfTopic(topic: number, criteria: readonly TRgaaCriterion[] = RGAA_CRITERIA) {
  return criteria.filter((criterion) => criterion.topic === topic);
}

export const RGAA_RESULT_LABELS: Record<TRgaaResult, string> = {
  C: 'conforme',
  NC: 'non conforme',
  NA: 'non applicable',
};
