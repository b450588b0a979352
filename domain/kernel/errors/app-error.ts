import type { TTimeConflicts } from '#domain/agenda/planning/time-conflict-schemas.ts';
import type { z } from '../zod-fr';
import type { ZErrorBody } from './error-body-schema';

/**
 * The one application error. Every failure the user can meet carries a stable code, a French
 * message meant for people and the HTTP status the error handler answers with.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, message: 'Certains champs sont invalides. Vérifiez le formulaire.' },
  INVALID_CREDENTIALS: { status: 401, message: 'E-mail ou mot de passe incorrect' },
  UNAUTHENTICATED: { status: 401, message: 'Veuillez vous connecter pour continuer.' },
  FORBIDDEN: { status: 403, message: "Vous n'avez pas accès à cette ressource." },
  TWO_FACTOR_SETUP_REQUIRED: {
    status: 403,
    message:
      'Activez la double authentification pour accéder à votre espace\u00a0: elle est obligatoire pour votre compte.',
  },
  CROSS_ORIGIN_REFUSED: { status: 403, message: 'Requête refusée\u00a0: origine non autorisée.' },
  NOT_FOUND: { status: 404, message: 'Ressource introuvable.' },
  /** A profile taken out of the directory because its official directory no longer lists it (issue 29 §1). */
  PROFILE_DELISTED: {
    status: 404,
    message:
      'Ce profil n’est plus référencé sur JurisRDV\u00a0: l’inscription de ce professionnel n’a pas été retrouvée dans l’annuaire officiel de sa profession.',
  },
  EMAIL_TAKEN: { status: 409, message: 'Un compte existe déjà avec cette adresse e-mail.' },
  INVALID_STATE: { status: 409, message: "Cette action n'est plus possible." },
  RESET_TOKEN_INVALID: {
    status: 400,
    message: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message:
      'Confirmez votre adresse e-mail pour réserver\u00a0: suivez le lien que nous vous avons envoyé, ou demandez un nouvel e-mail de confirmation.',
  },
  EMAIL_LINK_INVALID: {
    status: 400,
    message:
      'Ce lien de confirmation est invalide. Demandez un nouvel e-mail de confirmation depuis votre espace.',
  },
  EMAIL_LINK_EXPIRED: {
    status: 400,
    message:
      'Ce lien de confirmation a expiré (48 heures). Demandez un nouvel e-mail de confirmation depuis votre espace.',
  },
  EMAIL_LINK_USED: {
    status: 409,
    message: 'Ce lien de confirmation a déjà servi.',
  },
  SLOT_UNAVAILABLE: {
    status: 409,
    message: "Ce créneau n'est plus disponible. Choisissez un autre horaire.",
  },
  OVERLAP_CONFIRMATION_REQUIRED: {
    status: 409,
    message:
      'Cet horaire chevauche d’autres engagements de votre planning. Vérifiez-les, puis confirmez pour enregistrer quand même.',
  },
  SLOT_TAKEN: {
    status: 409,
    message: "Ce créneau vient d'être réservé par quelqu'un d'autre. Choisissez un autre horaire.",
  },
  CHANGE_WINDOW_CLOSED: {
    status: 409,
    message:
      'Ce rendez-vous commence dans moins de 24 heures\u00a0: il ne peut plus être modifié ni annulé en ligne. Contactez directement le cabinet.',
  },
  WAITING_LIST_ALREADY_JOINED: {
    status: 409,
    message: 'Vous êtes déjà sur la liste d’attente de ce professionnel.',
  },
  WAITING_LIST_FULL: {
    status: 409,
    message:
      'Vous attendez déjà un créneau chez 20 professionnels. Quittez une liste d’attente depuis votre espace pour en rejoindre une autre.',
  },
  WAITING_LIST_NOT_NEEDED: {
    status: 409,
    message: 'Ce professionnel a des créneaux libres prochainement\u00a0: vous pouvez réserver directement.',
  },
  SERIES_LIMIT_REACHED: {
    status: 409,
    message: 'Vous avez atteint le nombre maximal d’événements répétés en cours.',
  },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    message: 'Trop de tentatives. Veuillez réessayer plus tard.',
  },
  EVENT_STREAM_ONLY: {
    status: 406,
    message: 'Cette adresse ne répond qu’en flux d’événements (text/event-stream).',
  },
  TOO_MANY_STREAMS: {
    status: 429,
    message: 'Trop de fenêtres ouvertes suivent vos notifications. Fermez-en une puis réessayez.',
  },
  STREAMS_BUSY: {
    status: 503,
    message:
      'Trop de connexions suivent les notifications en ce moment\u00a0: la cloche se mettra à jour dans un instant.',
  },
  PAYMENT_UNAVAILABLE: {
    status: 503,
    message:
      'Le paiement en ligne est momentanément indisponible\u00a0: votre rendez-vous n’a pas été réservé. Veuillez réessayer dans quelques instants.',
  },
  CONVERSATION_CLOSED: {
    status: 409,
    message:
      'Cette conversation a été clôturée par le professionnel\u00a0: il n’est plus possible d’y écrire.',
  },
  NOT_READY: {
    status: 503,
    message: 'Cette instance n’est pas prête à recevoir des requêtes : réessayez sur une autre.',
  },
  PDF_RENDERING_BUSY: {
    status: 503,
    message:
      'Trop de documents PDF sont en préparation en ce moment. Veuillez réessayer dans quelques secondes.',
  },
  PDF_RENDERING_LIMIT: {
    status: 429,
    message:
      'Plusieurs de vos documents PDF sont déjà en préparation. Attendez qu’ils soient prêts, puis réessayez.',
  },
  INTERNAL: { status: 500, message: 'Une erreur inattendue est survenue. Veuillez réessayer.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type TErrorCode = keyof typeof ERROR_CATALOGUE;

export type TFieldErrors = Record<string, string>;

/** Body of every error response of the API: the shape `ZErrorBody` (error-body-schema.ts) describes. */
export type TErrorBody = z.infer<typeof ZErrorBody>;

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly fieldErrors: TFieldErrors | undefined;
  readonly conflicts: TTimeConflicts | undefined;

  constructor(
    code: TErrorCode,
    options: { message?: string; fieldErrors?: TFieldErrors; conflicts?: TTimeConflicts } = {},
  ) {
    const entry = ERROR_CATALOGUE[code];
    super(options.message ?? entry.message);
    this.name = 'AppError';
    this.code = code;
    this.status = entry.status;
    this.fieldErrors = options.fieldErrors;
    this.conflicts = options.conflicts;
  }

  toBody(): TErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
        ...(this.conflicts ? { conflicts: this.conflicts } : {}),
      },
    };
  }
}

export function isErrorBody(value: unknown): value is TErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
