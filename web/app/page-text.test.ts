// typography-fixer: off — these tests feed no-break spaces in and expect the plain spaces a reader compares.
import { describe, expect, it } from 'vitest';
import { parseClaimsDocument } from './claims-document';
import { pageSentenceEntries, pageSentences, splitSentences } from './page-text';

function html(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

describe('pageSentences', () => {
  it('reads sentences in order, links inside a sentence as part of it, standalone links on their own', () => {
    const root = html(`
      <h2>Vos droits</h2>
      <p>Consultez notre <a href="/faq">FAQ</a>. Écrivez-nous\u00a0!</p>
      <div><a href="/pro">JurisRDV Pro</a><a href="/pro/login">Se connecter</a></div>
      <svg><text>icône</text></svg><span aria-hidden="true">404</span>
      <span class="sr-only">lu par les lecteurs d'écran</span>`);
    expect(pageSentenceEntries(root)).toEqual([
      { sentence: 'Vos droits', tag: 'H2' },
      { sentence: 'Consultez notre FAQ.', tag: 'P' },
      { sentence: 'Écrivez-nous !', tag: 'P' },
      { sentence: 'JurisRDV Pro', tag: 'A' },
      { sentence: 'Se connecter', tag: 'A' },
      { sentence: "lu par les lecteurs d'écran", tag: 'DIV' },
    ]);
  });

  it('keeps list items, table cells and numbered headings whole', () => {
    const root = html(
      '<ul><li>Un.</li><li>Deux</li></ul><table><tr><th>Finalité</th><td>13 mois</td></tr></table><h2>1. Objet</h2>',
    );
    expect(pageSentences(root)).toEqual(['Un.', 'Deux', 'Finalité', '13 mois', '1. Objet']);
  });

  it('splits after a full stop followed by a new sentence only', () => {
    expect(splitSentences('Au capital de 10 000 €. Siège social : Paris. « Citation. » Fin')).toEqual([
      'Au capital de 10 000 €.',
      'Siège social : Paris.',
      '« Citation. »',
      'Fin',
    ]);
  });
});

describe('parseClaimsDocument', () => {
  const document_ = parseClaimsDocument(`# Titre

## Page \`/pro/securite\`

| Texte affiché | Preuve |
|---|---|
| Les mots de passe sont hachés. | server/identity/auth/passwords.ts |
| Les consultations se déroulent sur {hôte vidéo}. | VIDEO_BASE_URL |
| {nombre} professionnels | base |
| {support} | SUPPORT_EMAIL |

## Notes

| Ceci | n'est pas une section de page |
`);

  it('reads rows by section, with their evidence', () => {
    const rows = document_.get('/pro/securite') ?? [];
    expect(rows.map((row) => [row.text, row.evidence])).toEqual([
      ['Les mots de passe sont hachés.', 'server/identity/auth/passwords.ts'],
      ['Les consultations se déroulent sur {hôte vidéo}.', 'VIDEO_BASE_URL'],
      ['{nombre} professionnels', 'base'],
      ['{support}', 'SUPPORT_EMAIL'],
    ]);
    expect([...document_.keys()]).toEqual(['/pro/securite']);
  });

  it('lets a placeholder stand for one value, never for a whole sentence', () => {
    const [, host, count, support] = document_.get('/pro/securite') ?? [];
    expect(host?.pattern.test('Les consultations se déroulent sur meet.jit.si.')).toBe(true);
    expect(host?.pattern.test('Les consultations se déroulent sur un serveur en France.')).toBe(false);
    expect(count?.pattern.test('1 234 professionnels')).toBe(true);
    expect(count?.pattern.test('beaucoup de professionnels')).toBe(false);
    expect(support?.pattern.test('support@jurisrdv.fr')).toBe(true);
    expect(support?.pattern.test('Disponibilité garantie de 99,9 %.')).toBe(false);
  });
});
