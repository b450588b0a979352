import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { MessagesPanel } from './messages-panel';

/** « Messages » of the workspace (/pro/dashboard/messages): the secure conversations with clients. */
export function ProMessagesPage() {
  useDocumentTitle('Messages');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Messages</h1>
        <p className="text-sm text-slate-600">
          Vos échanges sécurisés avec vos clients. Les e-mails de notification n’en révèlent jamais le
          contenu.
        </p>
      </div>
      <MessagesPanel
        space="pro"
        emptyText="Aucune conversation. Écrivez à un client depuis un rendez-vous, un contact ou un dossier."
      />
    </div>
  );
}
