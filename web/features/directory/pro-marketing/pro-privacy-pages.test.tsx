import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { proRetentionStatements } from '#domain/identity/privacy/retention-policy.ts';
import { ProGdprPage } from './pro-gdpr-page';
import { ProPrivacyPage } from './pro-privacy-page';
import { ProPrivacyPolicyPage } from './pro-privacy-policy-page';

// The pages state configuration-dependent sentences from /api/site/facts; without it they leave them out.
const inRouter = (page: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );

function expectRetentionTable(withBasis: boolean) {
  const table = screen.getByRole('table', { name: /durées de conservation/ });
  for (const statement of proRetentionStatements()) {
    const row = within(table).getByRole('rowheader', { name: statement.subject }).closest('tr');
    if (!row) throw new Error(`no row for ${statement.subject}`);
    expect(row).toHaveTextContent(statement.period);
    if (withBasis) expect(row).toHaveTextContent(statement.basis);
  }
  expect(table).toHaveTextContent("Sans connexion pendant 3 ans, votre fiche est retirée de l'annuaire");
}

function expectClientRecords() {
  expect(
    screen.getByText(
      /Quand un client supprime son compte JurisRDV, ou que son compte est supprimé après 3 ans/,
    ),
  ).toHaveTextContent(
    'Les rendez-vous tenus, leurs notes et documents, vos dossiers et vos contacts restent',
  );
  expect(screen.getByText(/article 2225 du Code civil/)).toHaveTextContent(
    "pour un avocat, l'action en responsabilité se prescrit par 5 ans à compter de la fin de la mission",
  );
}

describe('pro privacy pages', () => {
  it('/pro/confidentialite states the periods the purge applies and what the professional keeps', () => {
    inRouter(<ProPrivacyPolicyPage />);
    expectRetentionTable(true);
    expectClientRecords();
    // No subscription, invoices or connection logs exist: nothing is promised about them.
    expect(document.body).not.toHaveTextContent(/résiliation|10 ans|journaux conservés/);
  });

  it('/pro/rgpd states the same periods and the tools that exist', () => {
    inRouter(<ProGdprPage />);
    expectRetentionTable(false);
    expectClientRecords();
    expect(document.body).toHaveTextContent("suppression d'un contact ou d'un document de rendez-vous");
    expect(document.body).not.toHaveTextContent(/résiliation|abonnement est actif|export et suppression/);
  });

  it('/pro/privacy sums it up without promising an export', () => {
    inRouter(<ProPrivacyPage />);
    expect(document.body).toHaveTextContent(
      "Sans connexion pendant 3 ans, votre fiche est retirée de l'annuaire (un e-mail vous prévient 30 jours avant) ; votre compte et vos dossiers sont conservés.",
    );
    expect(document.body).not.toHaveTextContent('exporter');
  });
});
