import { MessagesPanel } from './messages-panel';

/** The « Messages » tab of the client space. */
export function ClientMessagesTab() {
  return (
    <MessagesPanel
      space="client"
      emptyText="Aucune conversation. Écrivez à un professionnel depuis l’un de vos rendez-vous."
    />
  );
}
