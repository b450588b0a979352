import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clientRetentionStatements } from '#domain/identity/privacy/retention-policy.ts';
import { PrivacyPage } from './privacy-page';
import { PrivacyPolicyPage } from './privacy-policy-page';

// The pages state configuration-dependent sentences from /api/site/facts; without it they leave them out.
const inRouter = (page: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('client privacy policy', () => {
  it('states every retention period from the module the purge reads, with its legal basis', () => {
    inRouter(<PrivacyPolicyPage />);
    const table = screen.getByRole('table', { name: /durées de conservation/ });
    const statements = clientRetentionStatements();
    expect(within(table).getAllByRole('row')).toHaveLength(statements.length + 1);
    for (const statement of statements) {
      const row = within(table).getByRole('rowheader', { name: statement.subject }).closest('tr');
      if (!row) throw new Error(`no row for ${statement.subject}`);
      expect(row).toHaveTextContent(statement.basis);
      expect(row).toHaveTextContent(statement.period);
    }
    expect(table).toHaveTextContent('Sans connexion pendant 3 ans, il est supprimé');
    expect(table).toHaveTextContent('3 mois après leur envoi');
    // Claims the product cannot keep are gone (no invoices, no connection logs kept a year, no newsletter).
    expect(document.body).not.toHaveTextContent(/10 ans|1 an pour les journaux|désabonnement/);
  });

  it('says what the professional keeps and why, and that deleting the account does not erase it', () => {
    inRouter(<PrivacyPolicyPage />);
    const section = screen.getByRole('heading', { name: 'Ce que conserve le professionnel consulté' })
      .parentElement as HTMLElement;
    expect(section).toHaveTextContent('pendant 5 ans après sa fin (article 2225 du Code civil)');
    expect(section).toHaveTextContent(
      "la suppression de votre compte JurisRDV n'efface pas ces dossiers : vos rendez-vous à venir sont annulés",
    );
    // The consent to recording a video consultation is stored with its times (ADR 0034).
    expect(section).toHaveTextContent(
      "La date et l'heure de cet accord, et de son retrait, sont conservées avec le rendez-vous",
    );
  });

  it('sums it up on /privacy with the same periods', () => {
    inRouter(<PrivacyPage />);
    expect(
      screen.getByText(
        'Sans connexion pendant 3 ans, votre compte est supprimé ; un e-mail vous prévient 30 jours avant.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/conservé 13 mois au maximum/)).toBeInTheDocument();
    expect(screen.getByText(/Le professionnel consulté garde ses propres dossiers/)).toBeInTheDocument();
  });
});
