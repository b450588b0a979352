import { ArrowLeft, CalendarDays, Trash2, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { caseCategoryLabel } from '#domain/practice/cases/case-schemas.ts';
import { contactFullName, type TContactDetail } from '#domain/practice/contacts/contact-schemas.ts';
import {
  formatCivilDate,
  MODE_LABELS,
  statusBadge,
} from '#web/features/appointments/professional-actions/appointment-format.ts';
import { WriteToButton } from '#web/features/messaging/messages/write-to-button.tsx';
import { userMessage } from '#web/shared/api/http.ts';
import { formatInstantDate } from '#web/shared/format-dates.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { useStaff } from '#web/shared/session/use-session.ts';
import { Badge } from '#web/shared/ui/badge.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { Tabs } from '#web/shared/ui/tabs.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { CaseStatusBadge } from '../cases/case-badges';
import { CONFLICT_ADVICE, PossibleConflictFlag } from '../conflicts/possible-conflict-flag';
import { useMayHandOver } from '../hand-over/case-hand-over-button';
import { ContactHandOverButton } from '../hand-over/contact-hand-over-button';
import { ContactBadges, initialsOf } from './contact-format';
import { ContactInfoTab } from './contact-info-tab';
import { ContactNotesTab } from './contact-notes-tab';
import { ContactPaymentsTab } from './contact-payments-tab';
import { isNotFound, useDeleteContact, useProContact } from './pro-contacts-api';

const LOAD_ERROR = 'Impossible de charger le contact. Veuillez réessayer.';

const LINK_BUTTON_CLASSES =
  'inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50';

type TContactTab = 'info' | 'cases' | 'payments' | 'appointments' | 'notes';

export function ProContactDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const contactId = id && /^\d{1,15}$/.test(id) ? Number(id) : null;
  return (
    <div>
      <Button variant="ghost" size="sm" className="-ml-3 mb-2" onClick={() => navigate(paths.pro.contacts)}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Retour aux contacts
      </Button>
      {contactId === null ? (
        <ContactNotFound />
      ) : (
        <ContactDetailLoader key={contactId} contactId={contactId} />
      )}
    </div>
  );
}

function DocumentTitle(props: { title: string }) {
  useDocumentTitle(props.title);
  return null;
}

function ContactNotFound() {
  return (
    <>
      <DocumentTitle title="Contact introuvable" />
      <h1 className="text-2xl font-bold text-slate-900">Contact introuvable</h1>
      <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <UserX className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 text-slate-600">
          Ce contact n'existe pas ou ne fait pas partie de votre carnet d'adresses. Retournez à la liste pour
          en choisir un autre.
        </p>
      </div>
    </>
  );
}

function ContactDetailLoader(props: { contactId: number }) {
  const query = useProContact(props.contactId);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (isNotFound(query.error)) return <ContactNotFound />;
    return (
      <div className="mt-6 space-y-3">
        <DocumentTitle title="Contact" />
        <ErrorBox message={LOAD_ERROR} />
        <Button variant="outline" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  return <ContactDetail contact={query.data.contact} />;
}

function ContactDetail(props: { contact: TContactDetail }) {
  const { contact } = props;
  const [tab, setTab] = useState<TContactTab>('info');
  const name = contactFullName(contact);
  // An assistant keeps the lawyer's contacts, never their cases, invoices or messages (ADR 0058): the server
  // sends them only the cases they were added to, and the appointments without the lawyer's notes.
  const staff = useStaff() !== null;
  return (
    <>
      <DocumentTitle title={name} />
      <section
        aria-label="Fiche du contact"
        className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-600/10 text-lg font-semibold text-brand-700"
        >
          {initialsOf(contact)}
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="text-2xl font-bold text-slate-900">{name}</h1>
          {contact.position || contact.company ? (
            <p className="text-slate-600">
              {[contact.position, contact.company].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          <ContactBadges type={contact.type} clientType={contact.clientType} status={contact.status} />
        </div>
        <dl className="text-sm text-slate-600">
          <div className="flex gap-2">
            <dt>Ajouté le</dt>
            <dd className="text-slate-900">{formatInstantDate(contact.createdAt)}</dd>
          </div>
          <div className="flex gap-2">
            <dt>Dernier contact</dt>
            <dd className="text-slate-900">
              {contact.lastContactAt ? formatInstantDate(contact.lastContactAt) : '—'}
            </dd>
          </div>
        </dl>
        {contact.type === 'client' && !staff ? (
          <WriteToButton space="pro" size="sm" request={{ contactId: contact.id }} label="Écrire au client" />
        ) : null}
        {staff ? null : <HandOverButton contact={contact} />}
        <DeleteContactButton contact={contact} />
      </section>
      <PossibleConflictFlag
        className="mt-4"
        conflicts={contact.possibleConflicts}
        advice={CONFLICT_ADVICE.record}
      />

      <Tabs
        label="Sections du contact"
        value={tab}
        onValueChange={setTab}
        className="mt-6"
        tabs={[
          { value: 'info', label: 'Informations', content: <ContactInfoTab contact={contact} /> },
          ...(staff
            ? contact.cases.length
              ? [
                  {
                    value: 'cases' as const,
                    label: <>Dossiers ({contact.cases.length})</>,
                    content: <CasesTab contact={contact} title="Dossiers qui vous sont partagés" />,
                  },
                ]
              : []
            : [
                {
                  value: 'cases' as const,
                  label: <>Dossiers ({contact.cases.length})</>,
                  content: <CasesTab contact={contact} title="Dossiers associés" />,
                },
                {
                  value: 'payments' as const,
                  label: 'Paiements',
                  content: <ContactPaymentsTab contactId={contact.id} />,
                },
              ]),
          {
            value: 'appointments',
            label: <>RDV ({contact.appointments.length})</>,
            content: <AppointmentsTab contact={contact} />,
          },
          {
            value: 'notes',
            label: <>Notes ({contact.notes.length})</>,
            content: <ContactNotesTab contact={contact} />,
          },
        ]}
      />
    </>
  );
}

/**
 * « Confier le contact à un confrère » (ADR 0070), for its lawyer when the firm has another: the file then opens
 * only for the colleague, so the page goes back to the list.
 */
function HandOverButton(props: { contact: TContactDetail }) {
  const navigate = useNavigate();
  const mayHandOver = useMayHandOver(true);
  if (!mayHandOver) return null;
  return (
    <ContactHandOverButton
      contactId={props.contact.id}
      name={contactFullName(props.contact)}
      leavesPage
      onHandedOver={(_to, forget) => {
        const state: TContactsListState = { contactHandedOver: true };
        navigate(paths.pro.contacts, { replace: true, state });
        forget();
      }}
    />
  );
}

/** The list page focuses its heading when it is reached from here (the contact's page is gone). */
export type TContactsListState = { contactDeleted?: boolean; contactHandedOver?: boolean };

function DeleteContactButton(props: { contact: TContactDetail }) {
  const { contact } = props;
  const navigate = useNavigate();
  const remove = useDeleteContact(contact.id);
  const [confirming, setConfirming] = useState(false);
  const name = contactFullName(contact);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-red-700"
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Supprimer le contact
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Supprimer le contact"
        confirmLabel="Supprimer"
        destructive
        pending={remove.isPending}
        error={remove.error ? userMessage(remove.error) : null}
        onCancel={() => setConfirming(false)}
        onCloseAutoFocus={(event) => {
          // After a deletion the button is gone with the page: the list takes the focus.
          if (remove.isSuccess) event.preventDefault();
        }}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify('Contact supprimé', name);
              const state: TContactsListState = { contactDeleted: true };
              navigate(paths.pro.contacts, { replace: true, state });
              remove.forget();
            },
          })
        }
      >
        Supprimer {name} de votre carnet d'adresses&#8239;? Ses notes internes et ses étiquettes seront
        supprimées&#8239;; les dossiers et rendez-vous associés sont conservés. Cette action est irréversible.
      </ConfirmDialog>
    </>
  );
}

function CasesTab(props: { contact: TContactDetail; title: string }) {
  return (
    <Card title={props.title}>
      {props.contact.cases.length ? (
        <ul aria-label="Dossiers du contact" className="space-y-3">
          {props.contact.cases.map((caseItem) => {
            const headingId = `contact-case-${caseItem.id}`;
            return (
              <li
                key={caseItem.id}
                aria-labelledby={headingId}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
              >
                <div>
                  <p id={headingId} className="font-medium text-slate-900">
                    {caseItem.title}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                    <span>{caseCategoryLabel(caseItem.category)}</span>
                    <span>Mis à jour le {formatInstantDate(caseItem.lastUpdate)}</span>
                    <CaseStatusBadge status={caseItem.status} />
                  </p>
                </div>
                <Link
                  to={paths.pro.case(caseItem.id)}
                  aria-describedby={headingId}
                  className={LINK_BUTTON_CLASSES}
                >
                  Ouvrir
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">Aucun dossier associé</p>
      )}
    </Card>
  );
}

function AppointmentsTab(props: { contact: TContactDetail }) {
  return (
    <Card title="Rendez-vous">
      {props.contact.appointments.length ? (
        <ul aria-label="Rendez-vous du contact" className="space-y-3">
          {props.contact.appointments.map((appointment) => {
            const badge = statusBadge(appointment);
            const headingId = `contact-appointment-${appointment.id}`;
            return (
              <li
                key={appointment.id}
                aria-labelledby={headingId}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
              >
                <div>
                  <p id={headingId} className="font-medium text-slate-900">
                    {appointment.type}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                    <span className="inline-flex items-center gap-1.5">
                      <CalendarDays className="h-4 w-4 text-slate-400" aria-hidden="true" />
                      {`${formatCivilDate(appointment.date)} à ${appointment.time}`}
                    </span>
                    <span>{MODE_LABELS[appointment.mode]}</span>
                    <Badge className={badge.className}>{badge.label}</Badge>
                  </p>
                </div>
                <Link
                  to={paths.pro.appointment(appointment.id)}
                  aria-describedby={headingId}
                  className={LINK_BUTTON_CLASSES}
                >
                  Voir détails
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">Aucun rendez-vous programmé</p>
      )}
    </Card>
  );
}
