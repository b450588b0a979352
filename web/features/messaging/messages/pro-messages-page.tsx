import { lawyerTitle } from '#web/features/identity/firms/staff-access.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { useStaff } from '#web/shared/session/use-session.ts';
import { MessagesPanel } from './messages-panel';

/**
 * « Messages » of the workspace (/pro/dashboard/messages): the secure conversations with clients. An
 * assistant finds there those about the appointments of the lawyer they work for, and those of the cases on
 * their list (ADR 0069).
 */
export function ProMessagesPage() {
  useDocumentTitle('Messages');
  const staff = useStaff();
  const lawyer = staff?.actingFor?.name;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Messages</h1>
        {staff ? (
          <p className="text-sm text-slate-600">
            {`Les échanges sur l’organisation des rendez-vous de ${lawyer ? lawyerTitle(lawyer) : 'l’avocat'}, et ceux des dossiers qui vous sont partagés. Vous répondez au nom de l’avocat\u00a0: le client ne voit que son nom, le cabinet voit que vous avez écrit.`}
          </p>
        ) : (
          <p className="text-sm text-slate-600">
            Vos échanges sécurisés avec vos clients. Les e-mails de notification n’en révèlent jamais le
            contenu.
          </p>
        )}
      </div>
      <MessagesPanel
        space="pro"
        emptyText={
          staff
            ? 'Aucune conversation sur un rendez-vous pour l’instant. Écrivez à un client depuis un rendez-vous.'
            : 'Aucune conversation. Écrivez à un client depuis un rendez-vous, un contact ou un dossier.'
        }
      />
    </div>
  );
}
