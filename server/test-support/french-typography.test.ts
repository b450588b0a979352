// @vitest-environment node
// typography-fixer: off — this file holds badly written French on purpose.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderFeeAgreement } from '#domain/appointments/fee-agreements/fee-agreement-content.ts';
import { DEFAULT_FEE_AGREEMENT_TEMPLATE } from '#domain/appointments/fee-agreements/fee-agreement-template.ts';
import { buildInvoice } from '#domain/billing/invoices/invoice-test-factory.ts';
import { findTypographyIssues, NBSP } from '#domain/kernel/text/french-typography.ts';
import {
  cancellationEmail,
  confirmedEmails,
  professionalEmail,
  reminderEmail,
  requestReceivedEmail,
  type TAppointmentForEmail,
} from '#server/appointments/booking/appointment-emails.ts';
import { renderFeeAgreementPdf } from '#server/appointments/fee-agreements/fee-agreement-pdf.ts';
import { freedSlotEmail } from '#server/appointments/waiting-list/waiting-list-emails.ts';
import { renderInvoicePdf } from '#server/billing/invoices/invoice-pdf.ts';
import { composeReminderEmail } from '#server/billing/invoices/invoice-reminders.ts';
import { welcomeAfterConfirmation } from '#server/identity/email-verification/welcome-emails.ts';
import { inactivityNoticeEmail } from '#server/identity/privacy/inactivity-notice-email.ts';
import { newMessageEmail } from '#server/messaging/messages/message-emails.ts';
import { loadConfig } from '#server/platform/config.ts';
import type { TEmailMessage } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import {
  fixClaimsMarkdown,
  fixRegexSource,
  fixSource,
  isFrenchText,
  sourceStrings,
  typographyOffences,
} from './french-strings';
import { pageTexts } from './pdf-page-texts';

const ROOT = join(__dirname, '../..');

function productFiles(): string[] {
  return ['web', 'domain', 'server']
    .flatMap((folder) =>
      readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }).map(
        (name) => `${folder}/${name}`,
      ),
    )
    .filter(
      (path) =>
        /\.tsx?$/.test(path) &&
        !/\.test\.tsx?$|\.d\.ts$|(^|\/)(test-support|migrations|node_modules|dist)\//.test(path) &&
        !/-test-factory\.ts$|test-professionals\.ts$/.test(path),
    );
}

const describeIssues = (source: string, text: string) =>
  findTypographyIssues(text).map(
    (issue) =>
      `${source} [${issue.rule}] « ${issue.found} » dans « ${text.slice(Math.max(0, issue.index - 40), issue.index + 40)} »`,
  );

describe('which strings are French text', () => {
  it('takes sentences and labels', () => {
    for (const text of [
      'Première consultation : 120 €',
      'Adresse Email',
      'Email',
      'Chargement...',
      'Motif : \ufffc',
      'Vous êtes professionnel du droit ?',
    ])
      expect(isFrenchText(text), text).toBe(true);
  });

  it('leaves out identifiers, classes, addresses, code and English', () => {
    for (const text of [
      'email',
      'flex items-center gap-2 md:flex-row',
      'https://exemple.fr/a?b=1',
      '/pro/integrations',
      'Disallow: /dashboard',
      'The value must be a string',
      'SELECT id FROM users WHERE email = $1',
      // A test's raw SQL with French rows: the fixer once wrote « e-mail » and a narrow space before « ; » in it.
      "insert into users (id, email, role, first_name, last_name) values ('1', 'c@example.com', 'client', 'Chloé', 'Cliente');",
      'with v(user_id, kind) as (values (1, 2)) insert into notifications select * from v',
      '\ufffcT\ufffc:\ufffc:00.000Z',
      'a => b',
    ])
      expect(isFrenchText(text), text).toBe(false);
  });
});

describe('the strings a person reads in a source file', () => {
  const texts = (source: string, file = 'x.tsx') => sourceStrings(file, source).map((string) => string.text);

  it('reads string and template literals and JSX text, with inserted values as one stand-in', () => {
    const source = [
      "const a = 'Bonjour !';",
      'const b = `Rendez-vous avec ${name} : ${when}`;',
      'const c = <p title="Aide :">Motif : {reason} !</p>;',
    ].join('\n');
    expect(texts(source)).toEqual([
      'Bonjour !',
      'Rendez-vous avec \ufffc : \ufffc',
      'Motif : \ufffc !',
      'Aide :',
    ]);
  });

  it('skips imports, types, property names, class names, log and developer error messages', () => {
    const source = [
      "import x from './a :';",
      "type T = 'Bonjour !';",
      "const o = { 'Clé :': 1 };",
      'const e = <div className="a : b" data-x="c : d" />;',
      "log.info({ id }, 'Envoi : ok');",
      "console.error('Erreur !');",
      "throw new Error('Réponse : invalide');",
      "if (mode === 'Oui !') {}",
    ].join('\n');
    expect(texts(source)).toEqual([]);
  });

  it('says on which line each offence is', () => {
    expect(typographyOffences('x.ts', "const a = 1;\nconst b = 'Réponse sous 24h';")).toEqual([
      { line: 2, rule: 'unite', found: '24h', text: 'Réponse sous 24h' },
    ]);
  });
});

describe('fixSource', () => {
  it('writes no-break spaces as escapes in literals and as entities in JSX, and is idempotent', () => {
    const source = [
      "const a = 'Bonjour ! Motif : x';",
      'const b = `Rendez-vous « ${name} » : ${when}...`;',
      'const c = <p title="Aide :">Première consultation : {fee} !</p>;',
      "const d = 'email';",
    ].join('\n');
    const fixed = fixSource('x.tsx', source, { testFile: false });
    expect(fixed).toBe(
      [
        "const a = 'Bonjour\\u202f! Motif\\u00a0: x';",
        'const b = `Rendez-vous «\\u00a0${name}\\u00a0»\\u00a0: ${when}…`;',
        'const c = <p title="Aide&nbsp;:">Première consultation&nbsp;: {fee}&#8239;!</p>;',
        "const d = 'email';",
      ].join('\n'),
    );
    expect(fixSource('x.tsx', fixed, { testFile: false })).toBe(fixed);
    expect(typographyOffences('x.tsx', fixed)).toEqual([]);
  });

  it('reads escaped line breaks as such and writes them back escaped', () => {
    const source = "const a = 'Saisir le médiateur :\\nNom';\nconst b = 'C:\\\\new';";
    expect(fixSource('x.ts', source, { testFile: false })).toBe(
      "const a = 'Saisir le médiateur\\u00a0:\\nNom';\nconst b = 'C:\\\\new';",
    );
  });

  it('joins a JSX line wrapped before « : » and keeps plain spaces where a test compares normalised text', () => {
    expect(fixSource('x.tsx', '<p>\n  Première consultation\n  : 120 €\n</p>', { testFile: false })).toBe(
      '<p>\n  Première consultation&nbsp;: 120 €\n</p>',
    );
    const test =
      "screen.getByText('Adresse Email : x');\nexpect(text).toBe('Motif : x');\nexpect(t.replace(/\\s/g, ' ')).toBe('Motif : y');";
    expect(fixSource('x.test.tsx', test, { testFile: true })).toBe(
      "screen.getByText('Adresse e-mail : x');\nexpect(text).toBe('Motif\\u00a0: x');\nexpect(t.replace(/\\s/g, ' ')).toBe('Motif : y');",
    );
  });

  it('leaves the source of `new RegExp(…)` alone in a test: it writes the spaces it matches', () => {
    const test = [
      "getByRole('article', { name: new RegExp(`^Aperçu\\\\s: Facture n°\\\\s${number}$`) });",
      'expect(b).toHaveAccessibleName(new RegExp(`^Voir le rendez-vous avec ${name}, \\\\S+ \\\\d+(er)? à \\\\d\\\\d`));',
    ].join('\n');
    expect(fixSource('x.spec.ts', test, { testFile: true })).toBe(test);
  });
});

describe('fixRegexSource', () => {
  it("lets a test's French regular expression match the no-break spaces, « e-mail » and « 24 h »", () => {
    expect(fixRegexSource('Ouvrir : Facture F-000001')).toBe('Ouvrir\\s: Facture F-000001');
    expect(fixRegexSource('rappel .*24h avant')).toBe('rappel .*24\\sh avant');
    expect(fixRegexSource("Aucun email n'est envoyé")).toBe("Aucun e-mail n'est envoyé");
    expect(fixRegexSource('^\\d{2}:\\d{2}$')).toBe('^\\d{2}:\\d{2}$');
  });
});

describe('fixClaimsMarkdown', () => {
  it('writes the sentences of docs/claims.md as the pages show them, spaces plain, evidence untouched', () => {
    const markdown = [
      '| Texte affiché | Preuve |',
      '|---|---|',
      '| Réservation 24h/24 par Email... | Voir 24h : route. |',
      '| Comment ça marche ? | Titre. |',
    ].join('\n');
    expect(fixClaimsMarkdown(markdown)).toBe(
      [
        '| Texte affiché | Preuve |',
        '|---|---|',
        '| Réservation 24 h/24 par e-mail… | Voir 24h : route. |',
        '| Comment ça marche ? | Titre. |',
      ].join('\n'),
    );
  });
});

describe('French typography of the whole product (issue 26 §6)', () => {
  it('every French string of web/, domain/ and server/ is written right (npm run fix:typography)', () => {
    const offences = productFiles().flatMap((path) =>
      typographyOffences(path, readFileSync(join(ROOT, path), 'utf8')).map(
        (offence) =>
          `${path}:${offence.line} [${offence.rule}] « ${offence.found} » dans « ${offence.text.slice(0, 100)} »`,
      ),
    );
    expect(offences, `${offences.length} offences:\n${offences.join('\n')}`).toEqual([]);
  }, 120_000);

  const config = loadConfig({ PUBLIC_URL: 'https://jurisrdv.example', NODE_ENV: 'test' });
  const emailText = (message: TEmailMessage) => [message.subject, message.text];

  it('the e-mails built by pure functions read right, each with one greeting naming its recipient', () => {
    const invoice = buildInvoice({
      clientEmail: 'marie.dubois@example.com',
      clientHasAccount: true,
      outstandingCents: 12_000,
    });
    const appointment: TAppointmentForEmail = {
      id: 1,
      // Wednesday 25 November 2026, 10:00 Paris: two days after `now`, so the reminder is written too.
      start: new Date('2026-11-25T09:00:00Z'),
      end: new Date('2026-11-25T10:00:00Z'),
      mode: 'cabinet',
      meetingUrl: null,
      sequence: 0,
      professional: {
        name: 'Maître Sophie Martin',
        firstName: 'Sophie',
        email: 'sophie.martin@example.com',
        address: '12 rue de Rivoli, 75004 Paris',
      },
      client: {
        name: 'Marie Dubois',
        firstName: 'Marie',
        email: 'marie.dubois@example.com',
        notifyByEmail: true,
      },
    };
    const now = new Date('2026-11-23T07:00:00Z');
    const inactive = { email: 'a@example.com', lastActivityAt: new Date('2024-01-02T10:00:00Z') };
    const emails: [TEmailMessage | null, string][] = [
      [
        composeEmail({ email: 'a@example.com', firstName: null }, 'Sujet', ['Texte.'], {
          label: 'Ouvrir',
          url: 'https://x.example/a',
        }),
        'Bonjour,',
      ],
      [
        welcomeAfterConfirmation(
          config,
          { email: 'a@example.com', firstName: 'Marie', role: 'client' },
          null,
        ),
        'Bonjour Marie,',
      ],
      [
        welcomeAfterConfirmation(
          config,
          { email: 'a@example.com', firstName: 'Julien', role: 'professional' },
          'pending',
        ),
        'Bonjour Julien,',
      ],
      [
        inactivityNoticeEmail(
          config,
          { ...inactive, firstName: 'Marie', role: 'client' },
          new Date('2026-12-01T10:00:00Z'),
        ),
        'Bonjour Marie,',
      ],
      [
        inactivityNoticeEmail(
          config,
          { ...inactive, firstName: 'Sophie', role: 'professional' },
          new Date('2026-12-01T10:00:00Z'),
        ),
        'Bonjour Sophie,',
      ],
      [
        newMessageEmail(config, { email: 'a@example.com', firstName: 'Marie' }, 'client', 1),
        'Bonjour Marie,',
      ],
      [composeReminderEmail(invoice, config.publicUrl, 'Marie'), 'Bonjour Marie,'],
      [composeReminderEmail(invoice, config.publicUrl, null), 'Bonjour,'],
      ...confirmedEmails(config, now, appointment, true).messages.map((email): [TEmailMessage, string] => [
        email,
        'Bonjour Marie,',
      ]),
      [reminderEmail(now, appointment), 'Bonjour Marie,'],
      [requestReceivedEmail(config, appointment), 'Bonjour Marie,'],
      [cancellationEmail(config, appointment), 'Bonjour Marie,'],
      ...(['booked', 'requested', 'cancelled', 'moved'] as const).map((what): [TEmailMessage, string] => [
        professionalEmail(config, appointment, what)[0] as TEmailMessage,
        'Bonjour Sophie,',
      ]),
      [
        freedSlotEmail(config, {
          to: { email: 'marie.dubois@example.com', firstName: 'Marie' },
          professionalId: 1,
          professionalName: 'Maître Sophie Martin',
          start: appointment.start,
        }),
        'Bonjour Marie,',
      ],
    ];
    const offences = emails.flatMap(([email]) =>
      email ? emailText(email).flatMap((text) => describeIssues(email.subject, text)) : [`${email}`],
    );
    expect(offences).toEqual([]);
    // One greeting each, first, with the recipient's first name where the account is known (issue 26 §6).
    const greetings = (email: TEmailMessage | null) => ({
      text: email?.text.match(/^Bonjour\b[^\n]*,$/gm),
      html: email?.html?.match(/<p>Bonjour\b[^<]*,<\/p>/g)?.length,
      first: email?.text.split('\n')[0],
    });
    expect(emails.map(([email]) => greetings(email))).toEqual(
      emails.map(([, greeting]) => ({ text: [greeting], html: 1, first: greeting })),
    );
  });

  it('the invoice and fee-agreement PDFs read right', async () => {
    const content = renderFeeAgreement({
      professional: {
        firstName: 'Sophie',
        lastName: 'Martin',
        practice: 'Cabinet Martin',
        barNumber: 'P1234',
        address: '12 rue de Rivoli, 75004 Paris',
        email: 'sophie.martin@example.com',
        phone: '01 23 45 67 89',
      },
      client: { firstName: 'Marie', lastName: 'Dubois', email: 'marie@example.com' },
      appointment: { start: new Date('2026-11-24T09:00:00Z'), mode: 'cabinet' },
      fee: { kind: 'amount', cents: 12_000, label: 'Première consultation' },
      paymentMeans: ['carte'],
      template: DEFAULT_FEE_AGREEMENT_TEMPLATE,
    });
    const texts = [
      ...(await pageTexts(
        await renderFeeAgreementPdf(content, { acceptedAt: new Date('2026-11-20T14:30:00Z') }),
        { keepNoBreakSpaces: true },
      )),
      ...(await pageTexts(await renderInvoicePdf(buildInvoice()), { keepNoBreakSpaces: true })),
    ];
    expect(texts.join(' ')).toContain(`Première consultation${NBSP}:`);
    expect(texts.flatMap((text) => describeIssues('PDF', text))).toEqual([]);
  }, 60_000);
});
