// @vitest-environment node
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  defaultAvailabilitySettings,
  ZAvailabilitySettings,
} from '#domain/agenda/availability/availability-settings.ts';
import { formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import { haversineKm } from '#domain/directory/geo/geo-distance.ts';
import { ZProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import { ZQuestionnaireQuestion } from '#domain/directory/professionals/questionnaire.ts';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import { LEGAL_DOMAINS, legalDomainsOf } from '#domain/kernel/vocabulary/legal-domains.ts';
import {
  CONSULTATION_MODE_VALUES,
  LANGUAGE_OPTIONS,
  SPECIALTY_OPTIONS,
  type TConsultationMode,
} from '#domain/kernel/vocabulary/search-options.ts';
import { communeIndex } from '#server/directory/geo/commune-index.ts';
import { DEMO_PROFESSIONALS } from '../demo-accounts';
import { DEMO_PROFESSIONAL_PROFILES } from '../demo-professionals';
import {
  APPOINTMENT_WINDOW_DAYS,
  generateDirectoryAppointments,
  MAX_PROFESSIONALS_WITH_APPOINTMENTS,
  ParisDayGrid,
  rowHasAppointments,
} from './directory-appointments';
import { DIRECTORY_CITIES } from './directory-cities';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './directory-names';
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  DIRECTORY_FEE_MAX_CENTS,
  DIRECTORY_FEE_MIN_CENTS,
  generateDirectoryProfessionals,
  type TNewProfessional,
} from './generate-directory';
import { mulberry32 } from './random';

const rows450 = generateDirectoryProfessionals(450);
const rows3000 = generateDirectoryProfessionals(3000);

function share(rows: readonly TNewProfessional[], predicate: (row: TNewProfessional) => boolean): number {
  return rows.filter(predicate).length / rows.length;
}

/** Whether [start, end) lies on the slot grid of an opening range of that mode, that weekday, in Paris. */
function insideOpeningHours(
  availability: NonNullable<TNewProfessional['availability']>,
  mode: string,
  start: Date,
  end: Date,
): boolean {
  const weekday = String(new TZDate(start.getTime(), PARIS_TIME_ZONE).getDay() || 7) as '1';
  const toMinutes = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  const startMinute = toMinutes(formatParisTime(start));
  const endMinute = toMinutes(formatParisTime(end));
  const ranges = availability.weeklyHours[mode as 'cabinet']?.[weekday] ?? [];
  return ranges.some(
    (range) =>
      startMinute >= toMinutes(range.start) &&
      endMinute <= toMinutes(range.end) &&
      (startMinute - toMinutes(range.start)) % availability.slotMinutes === 0,
  );
}

describe('mulberry32', () => {
  it('is deterministic and uniform-looking', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 10_000 }, () => a());
    expect(values.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });
});

describe('directory cities', () => {
  it('every INSEE code exists in the commune file under the expected name', () => {
    for (const city of DIRECTORY_CITIES) {
      const place = communeIndex().get(city.inseeCode);
      expect(place, city.inseeCode).not.toBeNull();
      expect(place?.label, city.inseeCode).toBe(city.label);
      expect(place?.postalCode, city.inseeCode).toMatch(/^\d{5}$/);
    }
  });

  it('has at least 40 distinct places, every Paris arrondissement, no duplicate', () => {
    const codes = DIRECTORY_CITIES.map((city) => city.inseeCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(40);
    for (let n = 1; n <= 20; n++) expect(codes).toContain(`751${String(n).padStart(2, '0')}`);
    expect(codes.filter((code) => code.startsWith('6938')).length).toBeGreaterThanOrEqual(3);
    expect(codes.filter((code) => code.startsWith('132')).length).toBeGreaterThanOrEqual(3);
  });

  it('has enough names', () => {
    expect(new Set(FEMALE_FIRST_NAMES).size).toBeGreaterThanOrEqual(80);
    expect(new Set(MALE_FIRST_NAMES).size).toBeGreaterThanOrEqual(80);
    expect(new Set(LAST_NAMES).size).toBeGreaterThanOrEqual(200);
  });
});

describe('generateDirectoryProfessionals', () => {
  it('is deterministic: same seed, same rows; another seed, other rows', () => {
    expect(generateDirectoryProfessionals(450)).toEqual(rows450);
    expect(generateDirectoryProfessionals(450, 2025)).toEqual(rows450);
    const other = generateDirectoryProfessionals(450, 7);
    expect(other).not.toEqual(rows450);
    expect(other).toHaveLength(450);
  });

  it('row i does not depend on the count, so a directory can be topped up', () => {
    expect(rows3000.slice(0, 450)).toEqual(rows450);
  });

  it('mixes ~70 % avocats, ~18 % notaires, ~12 % commissaires de justice', () => {
    const avocats = share(rows3000, (row) => row.professionalType === 'avocat');
    const notaires = share(rows3000, (row) => row.professionalType === 'notaire');
    const commissaires = share(rows3000, (row) => row.professionalType === 'commissaire');
    expect(avocats).toBeGreaterThan(0.65);
    expect(avocats).toBeLessThan(0.75);
    expect(notaires).toBeGreaterThan(0.14);
    expect(notaires).toBeLessThan(0.22);
    expect(commissaires).toBeGreaterThan(0.09);
    expect(commissaires).toBeLessThan(0.15);
    const small = (type: string) => rows450.filter((row) => row.professionalType === type).length;
    expect(small('avocat')).toBeGreaterThan(280);
    expect(small('notaire')).toBeGreaterThan(50);
    expect(small('commissaire')).toBeGreaterThan(30);
  });

  it('covers at least 40 cities and all 20 Paris arrondissements with 450 rows', () => {
    const codes = new Set(rows450.map((row) => row.communeCode));
    expect(codes.size).toBeGreaterThanOrEqual(40);
    for (let n = 1; n <= 20; n++) expect(codes.has(`751${String(n).padStart(2, '0')}`)).toBe(true);
    // Paris stays the biggest place by far.
    expect(share(rows3000, (row) => row.city === 'Paris')).toBeGreaterThan(0.25);
  });

  it('places every pin within 25 km of its commune point (and within the city spread)', () => {
    const spreadByCode = new Map(DIRECTORY_CITIES.map((city) => [city.inseeCode, city.spreadKm]));
    for (const row of rows3000) {
      const place = communeIndex().get(row.communeCode ?? '');
      expect(place).not.toBeNull();
      if (!place || row.latitude == null || row.longitude == null) throw new Error('coordonnées manquantes');
      const distance = haversineKm(place, { latitude: row.latitude, longitude: row.longitude });
      expect(distance).toBeLessThan(25);
      expect(distance).toBeLessThanOrEqual((spreadByCode.get(place.inseeCode) ?? 0) + 0.01);
      expect(row.postalCode).toBe(place.postalCode);
      expect(row.city).toBe(place.city);
    }
    // Pins spread: few rows share exact coordinates.
    const points = new Set(rows3000.map((row) => `${row.latitude},${row.longitude}`));
    expect(points.size).toBe(rows3000.length);
  });

  it('gives every directory professional plausible fees of their own', () => {
    const firstAmounts: number[] = [];
    for (const row of rows3000) {
      const fees = ZProfessionalFees.parse(row.fees);
      if (fees.firstConsultation.kind === 'amount') {
        const fee = fees.firstConsultation.cents;
        expect(fee).toBeGreaterThanOrEqual(DIRECTORY_FEE_MIN_CENTS * 0.8);
        expect(fee).toBeLessThanOrEqual(DIRECTORY_FEE_MAX_CENTS);
        expect(fee % 500).toBe(0);
        firstAmounts.push(fee);
        if (fees.followUp?.kind === 'amount') expect(fees.followUp.cents).toBeLessThanOrEqual(fee);
        if (fees.urgent?.kind === 'amount') expect(fees.urgent.cents).toBeGreaterThan(fee);
      }
      expect(fees.paymentMeans.length).toBeGreaterThan(0);
    }
    expect(new Set(firstAmounts).size).toBeGreaterThan(10);
    // Most state an amount; some a free first consultation, some « sur devis », some no follow-up fee.
    const kinds = new Set(rows3000.map((row) => ZProfessionalFees.parse(row.fees).firstConsultation.kind));
    expect(kinds).toEqual(new Set(['amount', 'free', 'quote']));
    expect(firstAmounts.length).toBeGreaterThan(rows3000.length * 0.6);
    expect(rows3000.some((row) => ZProfessionalFees.parse(row.fees).followUp === null)).toBe(true);
  });

  it('invents no rating (a rating comes from published reviews only) and keeps years in range', () => {
    for (const row of rows3000) {
      expect(row.ratingAverage).toBeUndefined();
      expect(row.reviewCount).toBeUndefined();
      expect(row.practicingSince).toBeGreaterThanOrEqual(1985);
      expect(row.practicingSince).toBeLessThanOrEqual(2022);
    }
  });

  it('always lists Français, plus at most two of the filter languages', () => {
    for (const row of rows3000) {
      const languages = row.languages ?? [];
      expect(languages).toContain('Français');
      expect(languages.length).toBeLessThanOrEqual(3);
      expect(new Set(languages).size).toBe(languages.length);
      for (const language of languages) expect(LANGUAGE_OPTIONS).toContain(language);
    }
    expect(share(rows3000, (row) => (row.languages ?? []).length > 1)).toBeGreaterThan(0.4);
  });

  it('offers a non-empty set of modes, with opening hours for exactly those modes', () => {
    for (const row of rows3000) {
      const modes = row.consultationModes ?? [];
      expect(modes.length).toBeGreaterThan(0);
      for (const mode of modes) expect(CONSULTATION_MODE_VALUES).toContain(mode);
      expect(Object.keys(row.availability?.weeklyHours ?? {}).sort()).toEqual([...modes].sort());
    }
    expect(share(rows3000, (row) => row.consultationModes?.length === 3)).toBeGreaterThan(0.45);
  });

  it("uses the one list of domains, each practised by the row's profession; avocats have 1 to 4 with the main one first", () => {
    const carried = new Set<string>();
    for (const row of rows3000) {
      const specialties = row.specialties ?? [];
      const practised: string[] = row.professionalType ? legalDomainsOf(row.professionalType) : [];
      for (const specialty of specialties) {
        expect(practised).toContain(specialty);
        carried.add(`${row.professionalType}|${specialty}`);
      }
      expect(new Set(specialties).size).toBe(specialties.length);
      expect(row.specialty.length).toBeGreaterThan(3);
      // Notaries and commissaires de justice carry their domains too, so the search's filter finds them.
      expect(specialties.length).toBeGreaterThanOrEqual(1);
      if (row.professionalType === 'avocat') {
        expect(specialties.length).toBeLessThanOrEqual(4);
        expect(specialties[0]).toBe(row.specialty);
      }
    }
    for (const domain of LEGAL_DOMAINS)
      for (const profession of domain.professions) expect(carried).toContain(`${profession}|${domain.value}`);
  });

  it('has availability settings and questionnaires the API schemas accept', () => {
    for (const row of rows3000) {
      expect(() => ZAvailabilitySettings.parse(row.availability)).not.toThrow();
      for (const question of row.questionnaire ?? []) {
        expect(() => ZQuestionnaireQuestion.parse(question)).not.toThrow();
      }
      expect((row.questionnaire ?? []).length).toBeLessThanOrEqual(3);
    }
    const withQuestions = share(rows3000, (row) => (row.questionnaire ?? []).length > 0);
    expect(withQuestions).toBeGreaterThan(0.14);
    expect(withQuestions).toBeLessThan(0.26);
    const types = new Set(
      rows3000.flatMap((row) => (row.questionnaire ?? []).map((question) => question.type)),
    );
    expect([...types].sort()).toEqual(['select', 'text', 'textarea']);
    const varied = share(rows3000, isVariant);
    expect(varied).toBeGreaterThan(0.18);
    expect(varied).toBeLessThan(0.32);
  });

  it('writes complete French profiles', () => {
    for (const row of rows3000) {
      const description = row.description ?? '';
      expect(description.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN_LENGTH);
      expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
      const paragraphs = (row.fullDescription ?? '').split('\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(3);
      expect(paragraphs.every((paragraph) => paragraph.length > 40)).toBe(true);
      expect((row.education ?? []).length).toBeGreaterThanOrEqual(2);
      expect((row.education ?? []).length).toBeLessThanOrEqual(3);
      expect((row.certifications ?? []).length).toBeLessThanOrEqual(2);
      expect(row.phone).toMatch(/^0[1-5]( \d{2}){4}$/);
      expect(row.streetAddress).toMatch(/^\d+( bis)? \S/);
      expect(row.practice.length).toBeGreaterThan(5);
      expect(row.firstName).not.toBe('');
      expect(row.lastName).not.toBe('');
      expect(row.userId).toBeNull();
      expect(row.verificationStatus).toBe('verified');
      if (row.professionalType === 'avocat') {
        expect(row.barNumber).toMatch(/^([A-Z]\d{4}|Barreau .+ n° \d+)$/);
        expect((row.education ?? [])[1]).toMatch(/^CAPA — /);
      } else {
        expect(row.barNumber).toMatch(/^CRPCEN (\d{2}|2A|2B)\d{3}$/);
      }
    }
    // Paris phone numbers start with 01, Lyon and Marseille with 04.
    for (const row of rows3000) {
      if (row.city === 'Paris') expect(row.phone?.slice(0, 2)).toBe('01');
      if (row.city === 'Lyon' || row.city === 'Marseille') expect(row.phone?.slice(0, 2)).toBe('04');
    }
    expect(new Set(rows3000.map((row) => row.description)).size).toBeGreaterThan(0.9 * rows3000.length);
  });

  it('draws legal aid, online booking and automatic confirmation at the expected rates', () => {
    const legalAid = share(rows3000, (row) => row.acceptsLegalAid === true);
    expect(legalAid).toBeGreaterThan(0.28);
    expect(legalAid).toBeLessThan(0.42);
    expect(share(rows3000, (row) => row.acceptsOnlineBooking === true)).toBeGreaterThan(0.92);
    const autoConfirm = share(rows3000, (row) => row.autoConfirm === true);
    expect(autoConfirm).toBeGreaterThan(0.64);
    expect(autoConfirm).toBeLessThan(0.76);
  });
});

/** Whether the row's settings differ from the defaults for its modes. */
function isVariant(row: TNewProfessional): boolean {
  const modes = (row.consultationModes ?? []) as TConsultationMode[];
  return JSON.stringify(row.availability) !== JSON.stringify(defaultAvailabilitySettings(modes));
}

describe('generateDirectoryAppointments', () => {
  // A week that crosses the spring clock change (Sunday 28 March 2027).
  const now = new Date('2027-03-24T08:17:00Z');
  const grid = new ParisDayGrid(now);
  const windowEnd = now.getTime() + APPOINTMENT_WINDOW_DAYS * 86_400_000;

  it('gives ~60 % of the first 2 000 rows 2 to 8 non-overlapping appointments inside their opening hours', () => {
    let rowsWith = 0;
    rows3000.forEach((row, index) => {
      const list = generateDirectoryAppointments(row, index + 1, index, grid);
      if (index >= MAX_PROFESSIONALS_WITH_APPOINTMENTS) {
        expect(list).toEqual([]);
        return;
      }
      expect(list.length > 0).toBe(rowHasAppointments(index));
      if (list.length === 0) return;
      rowsWith++;
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(8);
      const availability = row.availability;
      if (!availability) throw new Error('disponibilités manquantes');
      const sorted = [...list].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      sorted.forEach((appointment, position) => {
        expect(appointment.professionalId).toBe(index + 1);
        expect(appointment.clientUserId).toBeNull();
        expect(['confirmed', 'pending']).toContain(appointment.status);
        if (row.autoConfirm) expect(appointment.status).toBe('confirmed');
        expect(row.consultationModes).toContain(appointment.mode);
        expect(appointment.startsAt.getTime()).toBeGreaterThan(now.getTime());
        expect(appointment.startsAt.getTime()).toBeLessThan(windowEnd);
        expect(appointment.endsAt.getTime() - appointment.startsAt.getTime()).toBe(
          availability.slotMinutes * 60_000,
        );
        expect(
          insideOpeningHours(availability, appointment.mode, appointment.startsAt, appointment.endsAt),
        ).toBe(true);
        const next = sorted[position + 1];
        if (next) expect(next.startsAt.getTime()).toBeGreaterThanOrEqual(appointment.endsAt.getTime());
        expect((appointment.createdAt as Date).getTime()).toBeLessThan(now.getTime());
      });
    });
    expect(rowsWith / MAX_PROFESSIONALS_WITH_APPOINTMENTS).toBeGreaterThan(0.55);
    expect(rowsWith / MAX_PROFESSIONALS_WITH_APPOINTMENTS).toBeLessThan(0.65);
  }, 30_000);

  it('puts civil 09:00 after the spring clock change at 07:00 UTC', () => {
    const starts = rows3000
      .slice(0, 2000)
      .flatMap((row, index) => generateDirectoryAppointments(row, index + 1, index, grid))
      .map((appointment) => appointment.startsAt.toISOString());
    // Monday 29 March 2027 is in summer time (UTC+2); Friday 26 March still in winter time (UTC+1).
    expect(starts.some((start) => start.startsWith('2027-03-29T'))).toBe(true);
    expect(
      starts.filter((start) => start.startsWith('2027-03-29T')).every((start) => start >= '2027-03-29T07:00'),
    ).toBe(true);
    expect(
      starts.filter((start) => start.startsWith('2027-03-26T')).every((start) => start >= '2027-03-26T08:00'),
    ).toBe(true);
  });

  it('is deterministic for the same row, id and now', () => {
    const first = generateDirectoryAppointments(rows450[5] as TNewProfessional, 42, 5, new ParisDayGrid(now));
    const again = generateDirectoryAppointments(rows450[5] as TNewProfessional, 42, 5, new ParisDayGrid(now));
    expect(again).toEqual(first);
  });
});

describe('DEMO_PROFESSIONAL_PROFILES', () => {
  it('matches the three demo accounts by id and e-mail', () => {
    expect(DEMO_PROFESSIONAL_PROFILES.map(({ id, email }) => ({ id, email }))).toEqual(
      DEMO_PROFESSIONALS.map(({ id, email }) => ({ id, email })),
    );
  });

  it('gives Sophie Martin, Thomas Bernard and Camille Petit the profiles PRODUCT.md §5 describes', () => {
    const [sophie, thomas, camille] = DEMO_PROFESSIONAL_PROFILES;
    expect(sophie).toMatchObject({
      specialty: 'Droit de la famille',
      specialties: ['Droit de la famille', 'Droit des successions'],
      city: 'Paris',
      autoConfirm: true,
      languages: ['Français', 'Anglais'],
      consultationModes: ['cabinet', 'visio', 'telephone'],
      fees: {
        firstConsultation: { kind: 'amount', cents: 12_000 },
        followUp: { kind: 'amount', cents: 10_000 },
        urgent: { kind: 'amount', cents: 18_000 },
      },
      acceptsLegalAid: true,
      practicingSince: 2009,
    });
    expect(sophie?.questionnaire.map((question) => question.type).sort()).toEqual([
      'select',
      'text',
      'textarea',
    ]);
    expect(sophie?.phone.startsWith('01 99 00')).toBe(true);
    expect(thomas).toMatchObject({
      specialty: 'Droit pénal',
      city: 'Paris',
      autoConfirm: false,
      questionnaire: [],
      fees: {
        firstConsultation: { kind: 'amount', cents: 15_000 },
        followUp: { kind: 'amount', cents: 10_000 },
        urgent: { kind: 'amount', cents: 18_000 },
      },
    });
    expect(camille).toMatchObject({
      specialty: 'Droit du travail',
      city: 'Lyon',
      communeCode: '69383',
      verificationStatus: 'verified',
      fees: {
        firstConsultation: { kind: 'amount', cents: 11_000 },
        followUp: { kind: 'amount', cents: 10_000 },
        urgent: { kind: 'amount', cents: 18_000 },
      },
      languages: ['Français', 'Espagnol'],
    });
  });

  it('has valid, complete profiles a few hundred metres from their commune point', () => {
    const points = new Set<string>();
    for (const profile of DEMO_PROFESSIONAL_PROFILES) {
      expect(profile.description.length).toBeGreaterThanOrEqual(150);
      expect(profile.description.length).toBeLessThanOrEqual(200);
      expect(profile.fullDescription.split('\n')).toHaveLength(3);
      expect(profile.education).toHaveLength(3);
      // The « Mention de spécialisation » lines went (RIN art. 10, ADR 0073): Thomas Bernard's is a recorded certificate.
      expect(profile.certifications).toHaveLength(1);
      expect(() => ZAvailabilitySettings.parse(profile.availability)).not.toThrow();
      for (const question of profile.questionnaire)
        expect(() => ZQuestionnaireQuestion.parse(question)).not.toThrow();
      for (const specialty of profile.specialties) expect(SPECIALTY_OPTIONS).toContain(specialty);
      expect(profile.specialties[0]).toBe(profile.specialty);
      const place = communeIndex().get(profile.communeCode ?? '');
      expect(place?.postalCode).toBe(profile.postalCode);
      expect(place?.city).toBe(profile.city);
      if (!place || profile.latitude == null || profile.longitude == null)
        throw new Error('coordonnées manquantes');
      const distance = haversineKm(place, { latitude: profile.latitude, longitude: profile.longitude });
      expect(distance).toBeGreaterThan(0.1);
      expect(distance).toBeLessThan(1.5);
      points.add(`${profile.latitude},${profile.longitude}`);
    }
    expect(points.size).toBe(3);
  });
});
