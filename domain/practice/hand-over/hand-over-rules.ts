import { isLawyerRole, roleAllows, type TFirmRole } from '#domain/identity/firms/firm-roles.ts';

/**
 * Who may hand a case or a contact of the firm over, to whom, and what is said of it (issue 27 §2, ADR 0070).
 */

export const CASE_HAND_OVER_REFUSED =
  'Seul l’avocat responsable du dossier, ou un(e) associé(e) du cabinet, peut le confier à un confrère.';
export const FIRM_CONTACTS_REFUSED = 'Seuls les associés voient la liste des contacts du cabinet.';
export const HAND_OVER_NOT_A_LAWYER =
  'Choisissez un(e) avocat(e) du cabinet\u00a0: un(e) assistant(e) ou un(e) comptable ne peut pas en être responsable.';
export const HAND_OVER_SAME_LAWYER =
  'Cet(te) avocat(e) en est déjà responsable\u00a0: choisissez un(e) autre avocat(e) du cabinet.';
export const HAND_OVER_LAWYER_NOT_FOUND = 'Avocat(e) introuvable dans votre cabinet.';

/** How the viewer stands to a record of their own firm. */
export type THandOverStanding = {
  /** The record is theirs (its responsible lawyer). */
  responsible: boolean;
  role: TFirmRole;
  /** They may open it otherwise (a case on whose access list they are). */
  opensIt: boolean;
};

/**
 * The responsible lawyer hands their own record over; an associate any record of the firm, on its list or not (an
 * administrative act that opens nothing). Someone else who may open it is refused (403); to anyone else it does
 * not exist (404), as every record they may not open.
 */
export function handOverDecision(standing: THandOverStanding): 'allowed' | 'forbidden' | 'not-found' {
  if (standing.responsible || roleAllows(standing.role, 'records.hand-over-firm')) return 'allowed';
  return standing.opensIt ? 'forbidden' : 'not-found';
}

/**
 * What is wrong with the member chosen to take a record over: not a member of the firm (not found, nothing says
 * which), not a lawyer, or the lawyer who already holds it (a message for the field); null when they may.
 */
export function handOverTargetRefusal(
  target: { userId: string; role: TFirmRole; hasProfile: boolean } | null,
  responsibleUserId: string,
): 'not-found' | string | null {
  if (!target) return 'not-found';
  if (!isLawyerRole(target.role) || !target.hasProfile) return HAND_OVER_NOT_A_LAWYER;
  if (target.userId === responsibleUserId) return HAND_OVER_SAME_LAWYER;
  return null;
}

const counted = (count: number, one: string, many: string) =>
  count === 1 ? one : many.replace('# ', `${count}\u00a0`);

/**
 * What handing a case over does, said in the dialog before confirming. `byResponsible`: the one confirming holds
 * it (« vous »); otherwise an associate hands a colleague's case over.
 */
export function caseHandOverConsequences(input: {
  from: string;
  to: string;
  byResponsible: boolean;
  /** The viewer may open the case (responsible, or on its list). */
  viewerOpensIt: boolean;
  targetOnList: boolean;
  appointments: number;
  workSessions: number;
}): string[] {
  const { from, to } = input;
  const said = [`${to} en devient l’avocat(e) responsable et gère désormais sa liste d’accès.`];
  said.push(
    input.byResponsible
      ? `Vous restez sur sa liste d’accès, avec le droit de le modifier\u00a0: ${to} pourra vous en retirer.`
      : `${from} reste sur sa liste d’accès, avec le droit de le modifier\u00a0: ${to} pourra l’en retirer.`,
  );
  if (input.targetOnList) {
    said.push(`${to} quitte la liste d’accès, devenue inutile\u202f; les autres membres gardent leur accès.`);
  } else {
    said.push('Les autres membres de la liste gardent leur accès.');
  }
  // « à votre nom » to the lawyer confirming, « au nom de Maître … » to an associate.
  const atName = input.byResponsible ? 'à votre nom' : `au nom de ${from}`;
  if (input.appointments > 0) {
    said.push(
      counted(
        input.appointments,
        `Son rendez-vous lié reste ${atName}, toujours rattaché au dossier.`,
        `Ses # rendez-vous liés restent ${atName}, toujours rattachés au dossier.`,
      ),
    );
  }
  if (input.workSessions > 0) {
    const bills = input.byResponsible
      ? counted(input.workSessions, 'vous la facturez', 'vous les facturez')
      : counted(input.workSessions, `${from} la facture`, `${from} les facture`);
    said.push(
      `${counted(input.workSessions, `Sa séance de travail reste ${atName}`, `Ses # séances de travail restent ${atName}`)}\u00a0: ${bills}\u202f; le temps saisi ensuite sera au nom de ${to}.`,
    );
  }
  if (!input.byResponsible && !input.viewerOpensIt) {
    said.push('Vous n’êtes pas sur sa liste d’accès\u00a0: le confier ne vous l’ouvre pas.');
  }
  said.push(
    `${to} en est averti(e) selon ses paramètres de notification, sans le titre du dossier. Le journal d’accès du dossier en garde la trace.`,
  );
  return said;
}

/** What handing a contact over does, said in the dialog before confirming. */
export function contactHandOverConsequences(input: {
  from: string;
  to: string;
  byResponsible: boolean;
  /** The cases of its lawyer linked to it (opened from it, or for the same e-mail address). */
  cases: number;
}): string[] {
  const { from, to } = input;
  const atName = input.byResponsible ? 'à votre nom' : `au nom de ${from}`;
  return [
    `Sa fiche passe à ${to}, avec ses notes et ses étiquettes\u00a0: elle ne s’ouvre plus que pour ${to} et ses assistant(e)s.`,
    input.cases === 0
      ? `Aucun dossier ${atName} n’est lié à ce contact.`
      : `${counted(input.cases, `Le dossier lié à ce contact reste ${atName}`, `Les # dossiers liés à ce contact restent ${atName}`)}\u00a0: chaque dossier a son propre avocat responsable et se confie à part.`,
    `Ses rendez-vous et ses factures restent ${atName}.`,
    `${to} en est averti(e) selon ses paramètres de notification, sans le nom du contact. Le journal d’accès en garde la trace.`,
  ];
}

/** The access journal's line of a case handed over: its title, never its content (ADR 0059). */
export function caseHandOverJournalLabel(input: {
  title: string;
  from: string;
  to: string;
  by: string;
}): string {
  const what = input.by === input.from ? 'Dossier' : `Dossier de ${input.from}`;
  return `${what} confié à ${input.to} par ${input.by}\u00a0: ${input.title}`;
}

/** The access journal's line of a contact handed over: its name, never its notes or tags (ADR 0060). */
export function contactHandOverJournalLabel(input: {
  contact: { firstName: string; lastName: string };
  from: string;
  to: string;
  by: string;
}): string {
  const name = `${input.contact.firstName} ${input.contact.lastName}`;
  const whose = input.by === input.from ? '' : `, contact de ${input.from},`;
  return `Fiche de ${name}${whose} confiée à ${input.to} par ${input.by}`;
}

export type THandedOverRecord = 'case' | 'contact';

/** The bell's line for the lawyer who takes a record over: who gave it, never which (professional secrecy). */
export function handedOverNotice(record: THandedOverRecord, by: string, byResponsible: boolean): string {
  const noun = record === 'case' ? 'dossier' : 'contact';
  return byResponsible
    ? `${by} vous a confié l’un de ses ${noun}s`
    : `${by} vous a confié un ${noun} du cabinet`;
}

/** The link of the bell's line: the record itself, which they now hold. */
export function handedOverLink(record: THandedOverRecord, id: number): string {
  return record === 'case' ? `/pro/dashboard/cases/${id}` : `/pro/dashboard/contacts/${id}`;
}

/** The e-mail's subject and paragraphs, as content-free as the bell's line. */
export function handedOverEmail(
  record: THandedOverRecord,
  by: string,
  byResponsible: boolean,
): { subject: string; paragraphs: string[]; button: string } {
  const notice = `${handedOverNotice(record, by, byResponsible)}\u00a0: vous en êtes désormais l’avocat(e) responsable.`;
  return record === 'case'
    ? {
        subject: 'Un dossier vous a été confié sur JurisRDV',
        paragraphs: [
          notice,
          'Par respect du secret professionnel, ni le dossier ni son titre ne figurent dans cet e-mail\u00a0: vous le trouverez en vous connectant à votre espace JurisRDV Pro, dans «\u00a0Mes dossiers\u00a0».',
        ],
        button: 'Ouvrir mes dossiers',
      }
    : {
        subject: 'Un contact vous a été confié sur JurisRDV',
        paragraphs: [
          notice,
          'Par respect du secret professionnel, ni le nom du contact ni ses coordonnées ne figurent dans cet e-mail\u00a0: vous le trouverez en vous connectant à votre espace JurisRDV Pro, dans «\u00a0Mes contacts\u00a0».',
        ],
        button: 'Ouvrir mes contacts',
      };
}
