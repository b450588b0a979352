import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  defaultWeekOpeningHours,
  type TAvailabilitySettings,
  ZAvailabilitySettings,
} from '#domain/agenda/availability/availability-settings.ts';
import { normalizePlaceName } from '#domain/directory/geo/normalize-place-name.ts';
import type { TResolvedPlace } from '#domain/directory/geo/resolved-place.ts';
import { reservedWordProblems } from '#domain/directory/professionals/lawful-labels.ts';
import {
  mainSpecialty,
  profileProfessionProblems,
  type TProfilePublication,
  type TProProfile,
  type TUpdateProProfileRequest,
  ZProProfile,
  ZUpdateProProfileRequest,
} from '#domain/directory/professionals/pro-profile-schemas.ts';
import { readProfessionalFees, type TStatedFees } from '#domain/directory/professionals/professional-fees.ts';
import type { TProfessionalService } from '#domain/directory/professionals/professional-services.ts';
import { missingProfileItems } from '#domain/directory/professionals/profile-completeness.ts';
import type { TPublicCertificate } from '#domain/identity/official-directories/specialisation-certificates.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import {
  CONSULTATION_MODE_VALUES,
  type TConsultationMode,
} from '#domain/kernel/vocabulary/search-options.ts';
import { professionals } from '#server/db/schema/index.ts';
import {
  publicCertificatesOf,
  refreshDirectoryCertificates,
  requireProfessional,
} from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { professionalsChanged } from '#server/platform/cache-invalidation/professionals-changed.ts';
import { communeIndex } from '../geo/commune-index';
import type { TProfessionalRow } from '../professionals/professional-mappers';

export const UNKNOWN_CITY_MESSAGE = 'Ville inconnue pour ce code postal';

/** The fees as « Ma fiche pro » edits them: with the aide juridictionnelle answer, or null if never entered. */
function statedFees(row: TProfessionalRow): TStatedFees | null {
  const fees = readProfessionalFees(row.fees);
  return fees ? { ...fees, acceptsLegalAid: row.acceptsLegalAid } : null;
}

function profilePublication(row: TProfessionalRow): TProfilePublication {
  return {
    // The database's generated column decides; the pure rule only says what is missing.
    isPublic: row.isPublic ?? false,
    verificationStatus: row.verificationStatus,
    missing: missingProfileItems(row),
  };
}

function toProProfile(row: TProfessionalRow, certificates: TPublicCertificate[]): TProProfile {
  return {
    id: row.id,
    publication: profilePublication(row),
    professionalType: row.professionalType,
    title: row.title,
    barAssociation: row.barAssociation,
    firstName: row.firstName,
    lastName: row.lastName,
    practice: row.practice,
    barNumber: row.barNumber,
    specialties: row.specialties,
    languages: row.languages,
    consultationModes: row.consultationModes.filter((mode): mode is TConsultationMode =>
      (CONSULTATION_MODE_VALUES as readonly string[]).includes(mode),
    ),
    email: row.email ?? '',
    phone: row.phone,
    streetAddress: row.streetAddress,
    postalCode: row.postalCode,
    city: row.city,
    description: row.description,
    fullDescription: row.fullDescription,
    education: row.education,
    certifications: row.certifications,
    services: row.services,
    fees: statedFees(row),
    certificates,
  };
}

/**
 * The commune of the office, so the map pin and the distance search follow the address. The city
 * must be the one of that postal code ('Paris' with 75008 gives Paris 8e; 'Lyon' with 75008 is refused).
 */
export function findCommune(postalCode: string, city: string): TResolvedPlace | null {
  const place = communeIndex().resolve(`${city} ${postalCode}`);
  const typed = normalizePlaceName(city);
  const matchesCity =
    place !== null &&
    place.postalCode === postalCode &&
    [place.city, place.label].some((name) => normalizePlaceName(name).startsWith(typed));
  return matchesCity ? place : null;
}

function resolveOffice(postalCode: string, city: string): TResolvedPlace {
  const place = findCommune(postalCode, city);
  if (!place) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { city: UNKNOWN_CITY_MESSAGE, postalCode: UNKNOWN_CITY_MESSAGE },
    });
  }
  return place;
}

/** Opening hours follow the offered modes: a new mode opens at the default hours, a dropped one closes. */
function availabilityForModes(
  current: unknown,
  modes: readonly TConsultationMode[],
): TAvailabilitySettings | null {
  const parsed = ZAvailabilitySettings.safeParse(current);
  if (!parsed.success) return null;
  const weeklyHours = Object.fromEntries(
    modes.map((mode) => [mode, parsed.data.weeklyHours[mode] ?? defaultWeekOpeningHours()]),
  );
  return { ...parsed.data, weeklyHours };
}

function withIds(services: TUpdateProProfileRequest['services']): TProfessionalService[] {
  return services.map((service) => ({
    id: service.id || randomUUID(),
    name: service.name,
    price: service.price,
    duration: service.duration,
    description: service.description,
  }));
}

function sameModes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((mode) => b.includes(mode));
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** Left out of the request: kept. Null: not entered (nor the aide juridictionnelle answer). */
function feesColumns(fees: TUpdateProProfileRequest['fees']) {
  if (fees === undefined) return {};
  if (fees === null) return { fees: null, acceptsLegalAid: false };
  const { acceptsLegalAid, ...stored } = fees;
  return { fees: stored, acceptsLegalAid };
}

/** A change that can make the professional enter or leave a search's results, not only change a card. */
function changesRanking(before: TProfessionalRow, after: TProfessionalRow): boolean {
  return (
    before.communeCode !== after.communeCode ||
    before.latitude !== after.latitude ||
    before.longitude !== after.longitude ||
    !sameModes(before.consultationModes, after.consultationModes) ||
    !sameList(before.specialties, after.specialties) ||
    !sameList(before.languages, after.languages) ||
    before.acceptsLegalAid !== after.acceptsLegalAid ||
    before.isPublic !== after.isPublic
  );
}

/** « Ma fiche pro »: the signed-in professional reads and rewrites their own public profile. */
export function registerProProfileRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/pro/profile', { schema: { response: { 200: ZProProfile } } }, async (request) => {
    const professional = await requireProfessional(deps, request);
    return toProProfile(professional, await publicCertificatesOf(deps.db, professional.id));
  });

  api.put(
    '/api/pro/profile',
    { schema: { body: ZUpdateProProfileRequest, response: { 200: ZProProfile } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const body = request.body;
      const problems = profileProfessionProblems(professional.professionalType, {
        title: body.title,
        barNumber: body.barNumber,
        barAssociation:
          body.barAssociation === undefined
            ? (professional.barAssociation ?? '')
            : (body.barAssociation ?? ''),
        specialties: body.specialties,
      });
      if (problems.length > 0) {
        throw new AppError('VALIDATION_FAILED', { fieldErrors: Object.fromEntries(problems) });
      }
      const place = resolveOffice(body.postalCode, body.city);
      const modesChanged = !sameModes(professional.consultationModes, body.consultationModes);
      const availability = modesChanged
        ? availabilityForModes(professional.availability, body.consultationModes)
        : null;
      const now = deps.clock.now();
      const { updated, certificates } = await deps.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(professionals)
          .set({
            firstName: body.firstName,
            lastName: body.lastName,
            practice: body.practice,
            barNumber: body.barNumber,
            ...(body.title === undefined ? {} : { title: body.title }),
            ...(body.barAssociation === undefined ? {} : { barAssociation: body.barAssociation || null }),
            specialties: body.specialties,
            specialty: mainSpecialty(professional.specialty, body.specialties),
            languages: body.languages,
            consultationModes: body.consultationModes,
            email: body.email,
            phone: body.phone,
            streetAddress: body.streetAddress,
            postalCode: body.postalCode,
            city: place.city,
            communeCode: place.inseeCode,
            // The pin moves to the new commune; an unchanged commune keeps its precise point.
            ...(place.inseeCode === professional.communeCode
              ? {}
              : { latitude: place.latitude, longitude: place.longitude }),
            description: body.description,
            fullDescription: body.fullDescription,
            education: body.education,
            certifications: body.certifications,
            services: withIds(body.services),
            ...feesColumns(body.fees),
            ...(availability ? { availability } : {}),
          })
          .where(eq(professionals.id, professional.id))
          .returning();
        if (!updated) throw new AppError('NOT_FOUND');
        // Another name, bar or number may find (or lose) the lawyer's line in the CNB directory, hence a certificate.
        if (
          updated.firstName !== professional.firstName ||
          updated.lastName !== professional.lastName ||
          updated.barAssociation !== professional.barAssociation ||
          updated.barNumber !== professional.barNumber
        ) {
          await refreshDirectoryCertificates(tx, now, [professional.id]);
        }
        const certificates = await publicCertificatesOf(tx, professional.id);
        // RIN art. 10: without a certificate, the free text claims no specialisation (rolled back with its field).
        const claims = reservedWordProblems(updated.professionalType, body, certificates.length > 0);
        if (claims.length > 0) {
          throw new AppError('VALIDATION_FAILED', { fieldErrors: Object.fromEntries(claims) });
        }
        return { updated, certificates };
      });
      // Search cards, the public page and, when the modes changed, the first free slot follow at once.
      // Forgetting this professional only reaches searches that already list them; one who moved or
      // changed specialties must also appear in searches that did not list them. Profile saves are rare.
      await professionalsChanged(deps.db, [professional.id], now, {
        everySearch: changesRanking(professional, updated),
      });
      return toProProfile(updated, certificates);
    },
  );
}
