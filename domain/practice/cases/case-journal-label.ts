/** What a line of the access journal says of a case: its title, never its content (ADR 0059). */
export function caseJournalLabel(title: string, what?: string): string {
  return what ? `${what}, dossier\u00a0: ${title}` : `Dossier\u00a0: ${title}`;
}
