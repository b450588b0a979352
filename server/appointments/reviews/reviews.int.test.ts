import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bayesianAverage, REVIEW_PRIOR_WEIGHT } from '#domain/directory/reviews/review-ranking.ts';
import {
  appointments,
  professionalListings,
  professionals,
  reviewRankingPrior,
  reviews,
  users,
} from '#server/db/schema/index.ts';
import { insertAppointment, insertProfessionalAccount } from '#server/test-support/factories.ts';
import {
  callAs,
  createTestApp,
  loginAs,
  loginAsAdmin,
  loginWithSecondFactor,
  outboxFor,
  type TTestApp,
} from '#server/test-support/test-app.ts';
import { refreshReviewPrior, runReviewJobs } from './review-jobs';

let t: TTestApp;
let marie: string;
let lucas: string;
let admin: string;
let pro: string;
let otherPro: string;
let marieId: string;
let lucasId: string;
let proId: number;
let otherProId: number;

// Monday 7 June 2027, 10:00 Paris.
const NOW = new Date('2027-06-07T08:00:00Z');
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const account = await insertProfessionalAccount(t.handle.db, {
    email: 'avis.pro@example.com',
    firstName: 'Agnès',
    lastName: 'Avis',
  });
  const other = await insertProfessionalAccount(t.handle.db, {
    email: 'autre.pro@example.com',
    firstName: 'Octave',
    lastName: 'Autre',
  });
  proId = account.professional.id;
  otherProId = other.professional.id;
  // No invented figures: the averages come from the reviews.
  await t.handle.db
    .update(professionals)
    .set({ ratingAverage: 0, reviewCount: 0 })
    .where(inArray(professionals.id, [proId, otherProId]));
  marie = await loginAs(t.app, 'client', 'marie.dubois@example.com', 'demo-2025', true);
  lucas = await loginAs(t.app, 'client', 'lucas.moreau@example.com', 'demo-2025', true);
  admin = await loginAsAdmin(t);
  pro = await loginWithSecondFactor(t, 'pro', 'avis.pro@example.com');
  otherPro = await loginWithSecondFactor(t, 'pro', 'autre.pro@example.com');
  marieId = await userId('marie.dubois@example.com');
  lucasId = await userId('lucas.moreau@example.com');
}, 60_000);

afterAll(async () => {
  await t.close();
});

async function userId(email: string): Promise<string> {
  const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
}

let slot = 0;
/**
 * A one-minute consultation of `clientUserId` that ended about `daysAgo` days before NOW (negative: to come);
 * each a couple of minutes before the previous one, so that none overlaps another.
 */
async function consultation(clientUserId: string | null, daysAgo: number, professionalId = proId) {
  slot += 1;
  const end = new Date(NOW.getTime() - daysAgo * DAY_MS - slot * 2 * 60_000);
  const row = await insertAppointment(t.handle.db, {
    professionalId,
    clientUserId,
    startsAt: new Date(end.getTime() - 60_000),
    endsAt: end,
    reason: 'Motif confidentiel',
  });
  return row;
}

function submit(cookie: string, appointmentId: number, payload: unknown) {
  return callAs(t.app, cookie, 'POST', `/api/client/appointments/${appointmentId}/review`, payload);
}

async function publicReviews(professionalId: number, query = '') {
  const response = await callAs(
    t.app,
    undefined,
    'GET',
    `/api/professionals/${professionalId}/reviews${query}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json() as {
    rating: number | null;
    reviewCount: number;
    reviews: {
      id: number;
      rating: number;
      text: string | null;
      reviewedOn: string;
      consultationOn: string;
      answer: unknown;
    }[];
    pageCount: number;
    sort: string;
  };
}

async function reviewOf(appointmentId: number) {
  const [row] = await t.handle.db.select().from(reviews).where(eq(reviews.appointmentId, appointmentId));
  return row;
}

async function stats(professionalId: number) {
  const [row] = await t.handle.db
    .select({ ratingAverage: professionals.ratingAverage, reviewCount: professionals.reviewCount })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  return row;
}

describe('a client reviews a completed consultation', () => {
  it('publishes stars alone at once, with the review’s date and the consultation’s, and counts them', async () => {
    const appointment = await consultation(marieId, 3);
    const response = await submit(marie, appointment.id, { rating: 4 });
    expect(response.statusCode).toBe(200);
    expect(response.json().review).toMatchObject({
      status: 'published',
      rating: 4,
      text: null,
      refusal: null,
    });
    expect(await stats(proId)).toEqual({ ratingAverage: 4, reviewCount: 1 });
    const list = await publicReviews(proId);
    expect(list.rating).toBe(4);
    const shown = list.reviews.find((review) => review.rating === 4 && review.text === null);
    expect(shown).toMatchObject({ reviewedOn: '2027-06-07', consultationOn: '2027-06-04' });
    // The profile and the cards show the average now that a review can be read.
    const profile = (await callAs(t.app, undefined, 'GET', `/api/professionals/${proId}`)).json();
    expect(profile).toMatchObject({ rating: 4, reviewCount: 1 });
    // The client's history shows it, and offers nothing more.
    const history = (await callAs(t.app, marie, 'GET', '/api/client/appointments')).json();
    const past = history.past.find((item: { id: number }) => item.id === appointment.id);
    expect(past).toMatchObject({ review: { status: 'published', rating: 4 }, reviewableUntil: null });
  });

  it('offers a review until 60 days after the consultation, and refuses one later', async () => {
    const recent = await consultation(marieId, 59);
    const history = (await callAs(t.app, marie, 'GET', '/api/client/appointments')).json();
    const shown = history.past.find((item: { id: number }) => item.id === recent.id);
    expect(shown.review).toBeNull();
    expect(new Date(shown.reviewableUntil).getTime()).toBe(recent.endsAt.getTime() + 60 * DAY_MS);
    expect((await submit(marie, recent.id, { rating: 5 })).statusCode).toBe(200);

    const old = await consultation(marieId, 61);
    const late = await submit(marie, old.id, { rating: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('60 jours');
    expect(await reviewOf(old.id)).toBeUndefined();
  });

  it('refuses a consultation not yet held, a cancelled one, another client’s (404) and one without an account', async () => {
    const future = await consultation(marieId, -2);
    expect((await submit(marie, future.id, { rating: 5 })).statusCode).toBe(409);
    const cancelled = await consultation(marieId, 2);
    await t.handle.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, cancelled.id));
    expect((await submit(marie, cancelled.id, { rating: 5 })).statusCode).toBe(409);
    const lucasOwn = await consultation(lucasId, 2);
    const stranger = await submit(marie, lucasOwn.id, { rating: 1 });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('Motif confidentiel');
    const walkIn = await consultation(null, 2);
    expect((await submit(marie, walkIn.id, { rating: 1 })).statusCode).toBe(404);
    expect((await submit(marie, 999_999_999, { rating: 1 })).statusCode).toBe(404);
    const signedOut = await callAs(
      t.app,
      undefined,
      'POST',
      `/api/client/appointments/${lucasOwn.id}/review`,
      {
        rating: 5,
      },
    );
    expect(signedOut.statusCode).toBe(401);
    expect(await reviewOf(lucasOwn.id)).toBeUndefined();
  });

  it('takes one review per consultation, even from two requests at once', async () => {
    const appointment = await consultation(lucasId, 5);
    const answers = await Promise.all([
      submit(lucas, appointment.id, { rating: 5 }),
      submit(lucas, appointment.id, { rating: 1, text: 'Un second avis envoyé en même temps.' }),
      submit(lucas, appointment.id, { rating: 3 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.handle.db.select().from(reviews).where(eq(reviews.appointmentId, appointment.id));
    expect(rows).toHaveLength(1);
    const again = await submit(lucas, appointment.id, { rating: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Vous avez déjà laissé un avis sur cette consultation.');
  });

  it('refuses bad stars, a text past 2,000 characters, NUL and unknown fields, writing nothing', async () => {
    const appointment = await consultation(marieId, 4);
    for (const payload of [
      {},
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      { rating: 5, text: 'a'.repeat(2001) },
      { rating: 5, text: 'Très bien\u0000' },
      { rating: 5, author: 'Marie' },
    ]) {
      const response = await submit(marie, appointment.id, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const huge = await submit(marie, appointment.id, { rating: 5, text: 'x'.repeat(1_100_000) });
    expect([400, 413]).toContain(huge.statusCode);
    expect(await reviewOf(appointment.id)).toBeUndefined();
    // 2,000 characters exactly are taken, and a hostile text of digits is checked quickly.
    const started = performance.now();
    const longest = await submit(marie, appointment.id, { rating: 5, text: '1 '.repeat(1000) });
    expect(longest.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
    expect((await reviewOf(appointment.id))?.flags).toEqual(['long-number']);
  });
});

describe('moderation', () => {
  it('holds a text for the moderators with what the check found, then publishes it and tells the author', async () => {
    const appointment = await consultation(marieId, 6);
    const text = 'Très à l’écoute. Elle a obtenu 1 500 € au tribunal judiciaire.';
    const response = await submit(marie, appointment.id, { rating: 5, text });
    expect(response.json().review).toMatchObject({ status: 'pending', text });
    expect((await publicReviews(proId)).reviews.some((review) => review.text === text)).toBe(false);
    const queue = (await callAs(t.app, admin, 'GET', '/api/admin/reviews')).json();
    const item = queue.items.find((entry: { text: string | null }) => entry.text === text);
    expect(item).toMatchObject({
      kind: 'new',
      professionalId: proId,
      professionalName: 'Maître Agnès Avis',
      rating: 5,
      flags: ['amount', 'court'],
      late: false,
      report: null,
    });
    // Neither a client nor a professional reads the queue or decides.
    expect((await callAs(t.app, marie, 'GET', '/api/admin/reviews')).statusCode).toBe(401);
    expect(
      (await callAs(t.app, pro, 'POST', `/api/admin/reviews/${item.id}/decision`, { decision: 'publish' }))
        .statusCode,
    ).toBe(401);

    const published = await callAs(t.app, admin, 'POST', `/api/admin/reviews/${item.id}/decision`, {
      decision: 'publish',
    });
    expect(published.statusCode).toBe(200);
    expect((await publicReviews(proId)).reviews.some((review) => review.text === text)).toBe(true);
    const [email] = await outboxFor(t.handle, 'marie.dubois@example.com');
    expect(email?.subject).toBe('Votre avis est publié');
    expect(email?.textBody).toContain('Maître Agnès Avis');
    // The e-mail carries neither the review nor the consultation's reason.
    expect(email?.textBody).not.toContain('1 500');
    expect(email?.textBody).not.toContain('Motif confidentiel');
    const twice = await callAs(t.app, admin, 'POST', `/api/admin/reviews/${item.id}/decision`, {
      decision: 'publish',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses with a reason and a note sent to the author, who may correct it within the window, three times in all', async () => {
    const appointment = await consultation(lucasId, 8);
    await submit(lucas, appointment.id, { rating: 2, text: 'Mon dossier RG 21/01234 a été mal suivi.' });
    const review = await reviewOf(appointment.id);
    if (!review) throw new Error('no review');
    const refuse = (note?: string) =>
      callAs(t.app, admin, 'POST', `/api/admin/reviews/${review.id}/decision`, {
        decision: 'refuse',
        reason: 'case-details',
        ...(note ? { note } : {}),
      });
    expect(
      (await callAs(t.app, admin, 'POST', `/api/admin/reviews/${review.id}/decision`, { decision: 'refuse' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await callAs(t.app, admin, 'POST', `/api/admin/reviews/${review.id}/decision`, {
          decision: 'refuse',
          reason: 'because',
        })
      ).statusCode,
    ).toBe(400);
    expect((await refuse('Retirez le numéro de rôle.')).statusCode).toBe(200);
    const [email] = await outboxFor(t.handle, 'lucas.moreau@example.com');
    expect(email?.subject).toBe('Votre avis n’a pas été publié');
    expect(email?.textBody).toContain(
      'Motif\u00a0: Le texte donne des détails du dossier ou de la consultation (secret professionnel).',
    );
    expect(email?.textBody).toContain('Précision du modérateur\u00a0: Retirez le numéro de rôle.');
    expect(email?.textBody).toContain('jusqu’au');
    expect(email?.textBody).not.toContain('21/01234');

    const history = (await callAs(t.app, lucas, 'GET', '/api/client/appointments')).json();
    const shown = history.past.find((item: { id: number }) => item.id === appointment.id);
    expect(shown.review).toMatchObject({
      status: 'refused',
      refusal: {
        reason: 'Le texte donne des détails du dossier ou de la consultation (secret professionnel)',
        note: 'Retirez le numéro de rôle.',
      },
    });
    expect(shown.review.resubmitUntil).not.toBeNull();

    const corrected = await submit(lucas, appointment.id, { rating: 3, text: 'Suivi perfectible.' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().review).toMatchObject({ status: 'pending', refusal: null });
    expect((await reviewOf(appointment.id))?.submissionCount).toBe(2);
    // A pending one cannot be replaced.
    expect((await submit(lucas, appointment.id, { rating: 1 })).statusCode).toBe(409);
    await refuse();
    expect((await submit(lucas, appointment.id, { rating: 3 })).statusCode).toBe(200);
    expect((await reviewOf(appointment.id))?.submissionCount).toBe(3);
  });
});

describe('the professional’s answer and report', () => {
  async function publishedReview(text: string | null = null) {
    const appointment = await consultation(marieId, 10);
    await submit(marie, appointment.id, { rating: 3, ...(text ? { text } : {}) });
    const review = await reviewOf(appointment.id);
    if (!review) throw new Error('no review');
    if (review.status === 'pending')
      await callAs(t.app, admin, 'POST', `/api/admin/reviews/${review.id}/decision`, { decision: 'publish' });
    return review.id;
  }

  it('answers publicly once; another professional’s review is not found; case details are refused', async () => {
    const id = await publishedReview();
    const mine = (await callAs(t.app, pro, 'GET', '/api/pro/reviews')).json();
    expect(mine.reviews.some((review: { id: number }) => review.id === id)).toBe(true);
    const stranger = await callAs(t.app, otherPro, 'POST', `/api/pro/reviews/${id}/answer`, {
      text: 'Merci',
    });
    expect(stranger.statusCode).toBe(404);
    expect((await callAs(t.app, otherPro, 'GET', '/api/pro/reviews')).json().reviews).toEqual([]);
    const secret = await callAs(t.app, pro, 'POST', `/api/pro/reviews/${id}/answer`, {
      text: 'Votre audience au tribunal de commerce était perdue d’avance.',
    });
    expect(secret.statusCode).toBe(400);
    expect(secret.json().error.fieldErrors.text).toContain('secret professionnel');
    for (const text of ['', '   ', 'a'.repeat(2001), 'Merci\u0000']) {
      const bad = await callAs(t.app, pro, 'POST', `/api/pro/reviews/${id}/answer`, { text });
      expect(bad.statusCode).toBe(400);
    }
    const answered = await callAs(t.app, pro, 'POST', `/api/pro/reviews/${id}/answer`, {
      text: 'Merci pour votre retour.',
    });
    expect(answered.statusCode).toBe(200);
    const again = await callAs(t.app, pro, 'POST', `/api/pro/reviews/${id}/answer`, {
      text: 'Une autre réponse.',
    });
    expect(again.statusCode).toBe(409);
    const list = await publicReviews(proId);
    expect(list.reviews.find((review) => review.id === id)?.answer).toEqual({
      text: 'Merci pour votre retour.',
      answeredOn: '2027-06-07',
    });
  });

  it('reports once to the moderators, who keep it (the professional is told) or take it down (the author too)', async () => {
    const kept = await publishedReview();
    const removed = await publishedReview('Accueil désagréable.');
    expect(
      (await callAs(t.app, pro, 'POST', `/api/pro/reviews/${kept}/report`, { reason: 'other' })).statusCode,
    ).toBe(400);
    expect(
      (await callAs(t.app, otherPro, 'POST', `/api/pro/reviews/${kept}/report`, { reason: 'abusive' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await callAs(t.app, pro, 'POST', `/api/pro/reviews/${kept}/report`, { reason: 'off-topic' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await callAs(t.app, pro, 'POST', `/api/pro/reviews/${kept}/report`, { reason: 'abusive' })).statusCode,
    ).toBe(409);
    expect(
      (
        await callAs(t.app, pro, 'POST', `/api/pro/reviews/${removed}/report`, {
          reason: 'other',
          note: 'Ce client n’est jamais venu.',
        })
      ).statusCode,
    ).toBe(200);
    const queue = (await callAs(t.app, admin, 'GET', '/api/admin/reviews')).json();
    expect(queue.items.find((item: { id: number }) => item.id === removed)).toMatchObject({
      kind: 'reported',
      report: { reason: 'Autre motif (précisé dans la note)', note: 'Ce client n’est jamais venu.' },
    });
    // Still online until the moderators decide.
    expect((await publicReviews(proId)).reviews.some((review) => review.id === removed)).toBe(true);
    const before = (await stats(proId))?.reviewCount ?? 0;

    await callAs(t.app, admin, 'POST', `/api/admin/reviews/${kept}/decision`, { decision: 'publish' });
    const [keptEmail] = await outboxFor(t.handle, 'avis.pro@example.com');
    expect(keptEmail?.subject).toBe('Votre signalement\u00a0: l’avis reste publié');

    await callAs(t.app, admin, 'POST', `/api/admin/reviews/${removed}/decision`, {
      decision: 'refuse',
      reason: 'not-genuine',
    });
    const [removedEmail] = await outboxFor(t.handle, 'avis.pro@example.com');
    expect(removedEmail?.subject).toBe('Votre signalement\u00a0: l’avis est retiré');
    const [authorEmail] = await outboxFor(t.handle, 'marie.dubois@example.com');
    expect(authorEmail?.subject).toBe('Votre avis a été retiré');
    expect((await publicReviews(proId)).reviews.some((review) => review.id === removed)).toBe(false);
    expect((await stats(proId))?.reviewCount).toBe(before - 1);
    const mine = (await callAs(t.app, pro, 'GET', '/api/pro/reviews')).json();
    expect(mine.reviews.find((review: { id: number }) => review.id === kept).report).toMatchObject({
      outcome: 'kept',
    });
  });
});

describe('the public list', () => {
  it('orders the most recent first by default, or by rating, and refuses what it does not know', async () => {
    const { professional } = await insertProfessionalAccount(t.handle.db, { email: 'tri@example.com' });
    for (const [rating, daysAgo] of [
      [3, 30],
      [5, 10],
      [1, 20],
    ] as const) {
      const appointment = await consultation(null, daysAgo + 2, professional.id);
      const at = new Date(NOW.getTime() - daysAgo * DAY_MS);
      await t.handle.db.insert(reviews).values({
        appointmentId: appointment.id,
        professionalId: professional.id,
        rating,
        status: 'published',
        submittedAt: at,
        publishedAt: at,
      });
    }
    const recent = await publicReviews(professional.id);
    expect(recent).toMatchObject({ sort: 'recent', rating: 3, reviewCount: 3, pageCount: 1 });
    expect(recent.reviews.map((review) => [review.rating, review.reviewedOn, review.consultationOn])).toEqual(
      [
        [5, '2027-05-28', '2027-05-26'],
        [1, '2027-05-18', '2027-05-16'],
        [3, '2027-05-08', '2027-05-06'],
      ],
    );
    const ratings = async (sort: string) =>
      (await publicReviews(professional.id, `?sort=${sort}`)).reviews.map((review) => review.rating);
    expect(await ratings('highest')).toEqual([5, 3, 1]);
    expect(await ratings('lowest')).toEqual([1, 3, 5]);
    expect((await publicReviews(professional.id, '?page=2')).reviews).toEqual([]);
    for (const query of ['?sort=random', '?page=0', '?page=x', '?page=9999', '?author=1'])
      expect(
        (await callAs(t.app, undefined, 'GET', `/api/professionals/${professional.id}/reviews${query}`))
          .statusCode,
      ).toBe(400);
    // The author is never named.
    const mine = JSON.stringify(await publicReviews(proId));
    expect(mine).not.toContain('Marie');
    expect(mine).not.toContain('Dubois');
  });

  it('answers 404 for a professional who is not public', async () => {
    await t.handle.db.update(professionals).set({ phone: '' }).where(eq(professionals.id, otherProId));
    expect(
      (await callAs(t.app, undefined, 'GET', `/api/professionals/${otherProId}/reviews`)).statusCode,
    ).toBe(404);
    expect((await callAs(t.app, undefined, 'GET', '/api/professionals/987654/reviews')).statusCode).toBe(404);
  });
});

describe('ranking by rating: a Bayesian average', () => {
  it('no longer lets one 5-star review outrank 127 reviews at 4.8 (search API)', async () => {
    // Saint-Flour, where the demo directory has nobody: the one review is the closer of the two.
    const place = { latitude: 45.02866, longitude: 3.08304 };
    const one = await insertProfessionalAccount(t.handle.db, {
      email: 'une.note@example.com',
      lastName: 'Une',
    });
    const many = await insertProfessionalAccount(t.handle.db, {
      email: 'cent.notes@example.com',
      lastName: 'Cent',
    });
    await t.handle.db
      .update(professionals)
      .set({ city: 'Saint-Flour', postalCode: '15100', communeCode: '15187', ...place })
      .where(eq(professionals.id, one.professional.id));
    await t.handle.db
      .update(professionals)
      .set({
        city: 'Saint-Flour',
        postalCode: '15100',
        communeCode: '15187',
        latitude: place.latitude + 0.004,
        longitude: place.longitude,
      })
      .where(eq(professionals.id, many.professional.id));
    const reviewsOf = async (professionalId: number, ratings: number[]) => {
      for (const rating of ratings) {
        const appointment = await consultation(null, 20, professionalId);
        await t.handle.db.insert(reviews).values({
          appointmentId: appointment.id,
          professionalId,
          rating,
          status: 'published',
          submittedAt: NOW,
          publishedAt: NOW,
        });
      }
    };
    await reviewsOf(one.professional.id, [5]);
    // 127 reviews shown at 4.8: 102 at 5 and 25 at 4 (610 / 127 = 4.803…).
    await reviewsOf(many.professional.id, [...Array(102).fill(5), ...Array(25).fill(4)]);
    expect(await stats(many.professional.id)).toMatchObject({ reviewCount: 127 });
    expect((await stats(many.professional.id))?.ratingAverage).toBeCloseTo(610 / 127, 10);
    expect((await publicReviews(many.professional.id)).rating).toBe(4.8);
    await refreshReviewPrior(t.handle.db, NOW);

    const response = await callAs(
      t.app,
      undefined,
      'GET',
      '/api/professionals/search?location=Saint-Flour&distance=1',
    );
    const ids = (response.json() as { results: { id: number; rating: number }[] }).results.map(
      (card) => card.id,
    );
    expect(ids.indexOf(many.professional.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(one.professional.id)).toBeGreaterThan(ids.indexOf(many.professional.id));

    // The listing holds exactly the domain's score with the stored prior.
    const [prior] = await t.handle.db.select().from(reviewRankingPrior);
    expect(prior?.weight).toBe(REVIEW_PRIOR_WEIGHT);
    const listed = await t.handle.db
      .select({ id: professionalListings.professionalId, rating: professionalListings.rating })
      .from(professionalListings)
      .where(inArray(professionalListings.professionalId, [one.professional.id, many.professional.id]));
    const score = (id: number) => listed.find((row) => row.id === id)?.rating;
    const priorOf = { mean: prior?.mean ?? 0, weight: prior?.weight ?? 0 };
    expect(score(one.professional.id)).toBeCloseTo(bayesianAverage({ average: 5, count: 1 }, priorOf), 10);
    expect(score(many.professional.id)).toBeCloseTo(
      bayesianAverage({ average: 610 / 127, count: 127 }, priorOf),
      10,
    );
  });

  it('follows the platform’s mean: a new mean scores every listing again', async () => {
    const [platform] = await t.handle.db
      .select({ mean: sql<number>`avg(${reviews.rating})::double precision` })
      .from(reviews)
      .where(eq(reviews.status, 'published'));
    // A mean of 1, and the listings scored with it, as they stood before the platform's reviews moved it.
    await t.handle.db.update(reviewRankingPrior).set({ mean: 1 });
    await t.handle.db.execute(
      sql`update ${professionalListings} set rating = review_ranking_score(p.rating_average, p.review_count) from ${professionals} p where p.id = ${professionalListings.professionalId}`,
    );
    const stale = await refreshReviewPrior(t.handle.db, NOW);
    expect(stale.changed).toBe(true);
    const [listed] = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(professionalListings);
    expect(stale.rescored).toBe(listed?.n);
    const [prior] = await t.handle.db.select().from(reviewRankingPrior);
    expect(prior?.mean).toBeCloseTo(platform?.mean ?? 0, 10);
    expect(await refreshReviewPrior(t.handle.db, NOW)).toEqual({ changed: false, rescored: 0 });
    // A professional without reviews ranks at the platform's mean.
    const [unrated] = await t.handle.db
      .select({ rating: professionalListings.rating })
      .from(professionalListings)
      .innerJoin(professionals, eq(professionals.id, professionalListings.professionalId))
      .where(eq(professionals.reviewCount, 0))
      .limit(1);
    expect(unrated?.rating).toBeCloseTo(prior?.mean ?? 0, 10);
  });
});

describe('retention', () => {
  it('deletes published reviews 3 years after publication and refused ones a year after the decision', async () => {
    const published = await consultation(lucasId, 30);
    await submit(lucas, published.id, { rating: 1 });
    const refused = await consultation(marieId, 30);
    await submit(marie, refused.id, { rating: 2, text: 'À refuser.' });
    const refusedRow = await reviewOf(refused.id);
    await callAs(t.app, admin, 'POST', `/api/admin/reviews/${refusedRow?.id}/decision`, {
      decision: 'refuse',
      reason: 'off-topic',
    });
    const before = (await stats(proId))?.reviewCount ?? 0;

    await runReviewJobs(t.handle.db, new Date(NOW.getTime() + 364 * DAY_MS));
    expect(await reviewOf(refused.id)).toBeDefined();
    await runReviewJobs(t.handle.db, new Date(NOW.getTime() + 367 * DAY_MS));
    expect(await reviewOf(refused.id)).toBeUndefined();
    expect(await reviewOf(published.id)).toBeDefined();

    const result = await runReviewJobs(t.handle.db, new Date(NOW.getTime() + (3 * 365 + 2) * DAY_MS));
    expect(result.purged).toBeGreaterThan(0);
    expect(await reviewOf(published.id)).toBeUndefined();
    expect((await stats(proId))?.reviewCount).toBeLessThan(before);
    // A review goes with its author's account.
    const [author] = await t.handle.db
      .insert(users)
      .values({ email: 'auteur@example.com', role: 'client', firstName: 'Aude', lastName: 'Auteur' })
      .returning();
    if (!author) throw new Error('no author');
    const late = await consultation(author.id, 1);
    await t.handle.db.insert(reviews).values({
      appointmentId: late.id,
      professionalId: proId,
      clientUserId: author.id,
      rating: 5,
      status: 'published',
      submittedAt: NOW,
      publishedAt: NOW,
    });
    expect(await stats(proId)).toEqual({ ratingAverage: 5, reviewCount: 1 });
    await t.handle.db.delete(users).where(eq(users.id, author.id));
    expect(await reviewOf(late.id)).toBeUndefined();
    expect(await stats(proId)).toEqual({ ratingAverage: 0, reviewCount: 0 });
  });
});
