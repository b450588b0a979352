import { TZDate } from '@date-fns/tz';
import { addDays, subDays, subHours, subMonths, subYears } from 'date-fns';
import { CONSENT_LIFETIME_MONTHS } from '#domain/directory/consent/cookie-consent.ts';

/** One period in one unit, so that it reads the same in the policy as it runs in the purge. */
export type TRetentionPeriod = { years: number } | { months: number } | { days: number } | { hours: number };

/**
 * Every retention period of JurisRDV, in one place: the purge jobs compute their cut-offs from these
 * values and the privacy pages print them, so the policy cannot say one thing while the product does
 * another. Changing a value here changes both.
 */
export const RETENTION = {
  /** CNIL guidance for accounts: an account nobody signs in to for 3 years is not kept. */
  inactiveAccount: { years: 3 },
  /** The warning e-mail goes this long before the inactivity period ends. */
  inactivityNotice: { days: 30 },
  /** E-mails sent (or kept without SMTP), counted from their sending. */
  sentEmails: { months: 3 },
  /** Messages of the contact forms, counted from their reception. */
  supportMessages: { years: 1 },
  /** The bell's notifications, counted from their creation. */
  notifications: { months: 6 },
  /** Anonymous page views (path and time only), counted from the visit. */
  pageViews: { months: 13 },
  /** Sessions, counted from their expiry. */
  expiredSessions: { days: 1 },
  /** Sessions ended by a sign-out or a password change, counted from then. */
  revokedSessions: { days: 30 },
  /** Password reset links live 1 hour; the row goes this long after it was issued. */
  resetTokens: { days: 1 },
  /** The cookie choice, counted from when it was made (domain/directory/consent). */
  cookieConsent: { months: CONSENT_LIFETIME_MONTHS },
  /** A published review and its answer, counted from its publication (domain/directory/reviews, ADR 0072). */
  publishedReviews: { years: 3 },
  /** A refused review, counted from the decision: long enough to answer its author's contest. */
  refusedReviews: { years: 1 },
} as const satisfies Record<string, TRetentionPeriod>;

export type TRetentionKey = keyof typeof RETENTION;

/**
 * Not applied by JurisRDV: quoted by the policies to explain why a professional keeps their own records.
 * Article 2225 du Code civil: the liability action against those who represented or assisted parties in court
 * is time-barred five years after the end of their mission.
 */
export const AVOCAT_LIABILITY_PRESCRIPTION: TRetentionPeriod = { years: 5 };

/** How long a password reset link can be used (the reset flow's own rule, quoted by the policy). */
export const RESET_LINK_VALIDITY: TRetentionPeriod = { hours: 1 };

const PARIS = 'Europe/Paris';

/** The instant `period` before `now` (calendar units in Paris time): rows older than it are past their retention. */
export function retentionCutoff(now: Date, period: TRetentionPeriod): Date {
  const paris = new TZDate(now.getTime(), PARIS);
  if ('years' in period) return new Date(subYears(paris, period.years).getTime());
  if ('months' in period) return new Date(subMonths(paris, period.months).getTime());
  if ('days' in period) return new Date(subDays(paris, period.days).getTime());
  return new Date(subHours(paris, period.hours).getTime());
}

const UNITS = {
  years: ['an', 'ans'],
  months: ['mois', 'mois'],
  days: ['jour', 'jours'],
  hours: ['heure', 'heures'],
} as const;

/** « 3 ans », « 13 mois », « 30 jours », « 1 heure ». */
export function formatRetentionPeriod(period: TRetentionPeriod): string {
  const [unit, count] = Object.entries(period)[0] as [keyof typeof UNITS, number];
  const [one, many] = UNITS[unit];
  return `${count} ${count === 1 ? one : many}`;
}

/** Where an account stands with respect to the inactivity rule at `now`. */
export type TInactivityStage = 'active' | 'notice-due' | 'notified' | 'expired';

export type TInactivityCutoffs = {
  /** Seen before this: the warning e-mail is due. */
  noticeIfSeenBefore: Date;
  /** Seen before this: the account has been inactive for the whole period. */
  expireIfSeenBefore: Date;
  /** Warned before this: the warning has had its full notice period. */
  expireIfNotifiedBefore: Date;
};

export function inactivityCutoffs(now: Date): TInactivityCutoffs {
  const expireIfSeenBefore = retentionCutoff(now, RETENTION.inactiveAccount);
  return {
    expireIfSeenBefore,
    noticeIfSeenBefore: new Date(
      addDays(new TZDate(expireIfSeenBefore.getTime(), PARIS), RETENTION.inactivityNotice.days).getTime(),
    ),
    expireIfNotifiedBefore: retentionCutoff(now, RETENTION.inactivityNotice),
  };
}

/**
 * The rule the purge applies (it runs the same comparisons in SQL): warn 30 days before 3 years without
 * a sign-in, and act only once the account has been inactive 3 years AND warned at least 30 days ago, so a
 * purge that did not run for a while never deletes without the full notice. A sign-in after the warning
 * makes the account active again.
 */
export function inactivityStage(
  account: { lastSeenAt: Date | null; createdAt: Date; inactivityNoticeSentAt: Date | null },
  now: Date,
): TInactivityStage {
  const lastSeen = account.lastSeenAt ?? account.createdAt;
  const cutoffs = inactivityCutoffs(now);
  const notice = account.inactivityNoticeSentAt;
  if (notice && lastSeen.getTime() <= notice.getTime()) {
    const expired =
      lastSeen.getTime() < cutoffs.expireIfSeenBefore.getTime() &&
      notice.getTime() <= cutoffs.expireIfNotifiedBefore.getTime();
    return expired ? 'expired' : 'notified';
  }
  return lastSeen.getTime() < cutoffs.noticeIfSeenBefore.getTime() ? 'notice-due' : 'active';
}

/** The date the inactivity notice announces: the end of the notice period. */
export function inactivityDeadline(noticeSentAt: Date): Date {
  return new Date(
    addDays(new TZDate(noticeSentAt.getTime(), PARIS), RETENTION.inactivityNotice.days).getTime(),
  );
}

export type TRetentionStatement = {
  /** What is kept. */
  subject: string;
  /** Why (legal basis), for the client policy's table. */
  basis: string;
  /** How long, in the product's own words. */
  period: string;
};

const period = (key: TRetentionKey) => formatRetentionPeriod(RETENTION[key]);

const EMAILS: TRetentionStatement = {
  subject: 'E-mails que nous envoyons (confirmations, rappels, avis)',
  basis: 'Exécution du contrat',
  period: `${period('sentEmails')} après leur envoi, puis effacés. Tous les e-mails adressés à un compte, y compris ceux programmés, sont effacés dès sa suppression.`,
};

const NOTIFICATIONS: TRetentionStatement = {
  subject: 'Notifications de votre espace (la cloche)',
  basis: 'Exécution du contrat',
  period: `Une notification est effacée ${period('notifications')} après sa création, lue ou non, et toutes le sont avec votre compte.`,
};

const SUPPORT: TRetentionStatement = {
  subject: 'Messages envoyés par nos formulaires de contact',
  basis: 'Intérêt légitime (répondre à votre demande)',
  period: `${period('supportMessages')} après leur réception, puis effacés.`,
};

const SECURITY: TRetentionStatement = {
  subject: 'Sessions de connexion et liens de réinitialisation du mot de passe',
  basis: 'Intérêt légitime (sécurité des comptes)',
  period: `Une session est effacée ${period('expiredSessions')} après son expiration, ou ${period('revokedSessions')} après une déconnexion. Un lien de réinitialisation est valable ${formatRetentionPeriod(RESET_LINK_VALIDITY)} et effacé ${period('resetTokens')} après son envoi.`,
};

const AUDIENCE: TRetentionStatement = {
  subject: "Mesure d'audience (page vue et heure, sans cookie ni adresse IP)",
  basis: 'Votre consentement',
  period: `${period('pageViews')}, puis effacée. Rien n'est enregistré sans votre accord.`,
};

const CONSENT: TRetentionStatement = {
  subject: 'Votre choix sur les cookies',
  basis: 'Obligation légale',
  period: `${period('cookieConsent')}, puis nous vous le demandons de nouveau.`,
};

/** What JurisRDV keeps about a client, and for how long (/privacy-policy, /privacy). */
export function clientRetentionStatements(): TRetentionStatement[] {
  return [
    {
      subject: 'Votre compte (identité, coordonnées, préférences)',
      basis: "Exécution du contrat (conditions générales d'utilisation)",
      period: `Jusqu'à ce que vous supprimiez votre compte depuis votre espace. Sans connexion pendant ${period('inactiveAccount')}, il est supprimé\u202f; un e-mail vous prévient ${period('inactivityNotice')} avant.`,
    },
    {
      subject: 'Vos rendez-vous, réponses au questionnaire et documents partagés, dans votre espace',
      basis: 'Exécution du contrat',
      period:
        "Jusqu'à la suppression de votre compte. Le professionnel consulté garde ses propres archives (voir «\u00a0Ce que conserve le professionnel consulté\u00a0»).",
    },
    {
      subject: 'Vos avis sur les consultations (note, texte, décision de modération)',
      basis: "Exécution du contrat (conditions générales d'utilisation)",
      period: `Un avis publié, ${period('publishedReviews')} après sa publication ; un avis refusé, ${period('refusedReviews')} après la décision. Tous sont supprimés avec votre compte.`,
    },
    EMAILS,
    NOTIFICATIONS,
    SUPPORT,
    SECURITY,
    AUDIENCE,
    CONSENT,
  ];
}

/** What JurisRDV keeps about a professional and their practice (/pro/confidentialite, /pro/rgpd). */
export function proRetentionStatements(): TRetentionStatement[] {
  return [
    {
      subject: 'Votre compte et votre fiche publique',
      basis: 'Exécution du contrat',
      period: `Tant que vous utilisez votre compte. Sans connexion pendant ${period('inactiveAccount')}, votre fiche est retirée de l'annuaire (un e-mail vous prévient ${period('inactivityNotice')} avant)\u202f; votre compte et vos dossiers sont conservés, et votre fiche revient dans l'annuaire dans l'heure qui suit votre prochaine connexion.`,
    },
    {
      subject: 'Vos dossiers, contacts, rendez-vous, notes et documents',
      basis: 'Vos instructions (nous sommes votre sous-traitant)',
      period:
        "Tant que votre compte existe\u00a0: ce sont vos archives professionnelles, que JurisRDV n'efface pas de lui-même, même quand un client supprime son compte. Vous pouvez supprimer un contact ou un document de rendez-vous à tout moment.",
    },
    EMAILS,
    NOTIFICATIONS,
    SUPPORT,
    SECURITY,
    AUDIENCE,
    CONSENT,
  ];
}
