import { Trash2 } from 'lucide-react';
import { Dialog, Tabs } from 'radix-ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { appointmentHistorySentence } from '#domain/appointments/professional-actions/appointment-history.ts';
import {
  MAX_NOTE_LENGTH,
  type TProAppointment,
} from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { proRecordingConsentText } from '#domain/appointments/video-consultations/recording-consent.ts';
import {
  overlapOf,
  TimeConflictsAlert,
  type TOverlap,
} from '#web/features/agenda/time-conflicts/time-conflicts-alert.tsx';
import { ExternalChangeNotice } from '#web/features/appointments/calendar-copies/external-change-notice.tsx';
import { WriteToButton } from '#web/features/messaging/messages/write-to-button.tsx';
import {
  CONFLICT_ADVICE,
  PossibleConflictFlag,
} from '#web/features/practice/conflicts/possible-conflict-flag.tsx';
import { ShareDocumentButton } from '#web/features/practice/shared-documents/share-document-button.tsx';
import { userMessage } from '#web/shared/api/http.ts';
import { paths } from '#web/shared/paths.ts';
import { useStaff } from '#web/shared/session/use-session.ts';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { AccessibleVersionLink } from '#web/shared/ui/accessible-version-link.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { DialogPanel } from '#web/shared/ui/dialog-panel.tsx';
import { DocumentUploadForm, type TDocumentUpload } from '#web/shared/ui/document-upload-form.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import {
  appointmentWhen,
  cancellationText,
  formatCivilDate,
  formatShortCivilDate,
  MODE_LABELS,
  statusBadge,
} from './appointment-format';
import {
  useAddDocument,
  useAddNote,
  useAppointmentHistory,
  useCancelProAppointment,
  useDeleteDocument,
  useInvalidateProAppointments,
  useRescheduleAppointment,
  useRescheduleSlots,
} from './pro-appointments-api';
import { RequestDecisionButtons } from './request-decision';

export type TDetailsTab = 'details' | 'notes' | 'documents';

const TEXTAREA_CLASSES =
  'block w-full rounded-md border border-control px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

const TAB_CLASSES =
  'border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

/**
 * The details modal of a card: a pending request's decision first, next to its conflict flag (issue 26 §1),
 * then the tabs Détails, Notes, Documents.
 */
export function AppointmentDetailsDialog(props: {
  appointment: TProAppointment | null;
  onChange: (appointment: TProAppointment) => void;
  onClose: () => void;
  /** The tab shown when the dialog opens (« Voir les notes » opens on Notes). */
  initialTab?: TDetailsTab;
}) {
  const { appointment, initialTab = 'details' } = props;
  // An assistant manages the appointment, never its notes, documents, messages or fees (ADR 0058).
  const staffMember = useStaff();
  const staff = staffMember !== null;
  // An assistant answers the client about this appointment in the lawyer's name (ADR 0069).
  const writesAboutAppointments = staffMember?.permissions.includes('messages.scheduling-assigned') === true;
  const [tab, setTab] = useState<TDetailsTab>(initialTab);
  const openedId = appointment?.id ?? null;
  useEffect(() => {
    if (openedId !== null) setTab(initialTab);
  }, [openedId, initialTab]);
  const request = appointment !== null && appointment.status === 'pending' && isLive(appointment);
  return (
    <Dialog.Root
      open={appointment !== null}
      onOpenChange={(open) => {
        if (!open) {
          props.onClose();
          setTab('details');
        }
      }}
    >
      <DialogPanel width="max-w-2xl">
        {appointment ? (
          <>
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              Rendez-vous avec {appointment.client}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              {appointment.type} — {formatCivilDate(appointment.date)} à {appointment.time}
            </Dialog.Description>
            <ExternalChangeNotice appointment={appointment} onChange={props.onChange} />
            {request ? (
              <section
                aria-labelledby={`request-${appointment.id}`}
                className="mt-4 space-y-3 rounded-md border border-amber-200 bg-amber-50 p-4"
              >
                <h3 id={`request-${appointment.id}`} className="text-sm font-semibold text-slate-900">
                  Demande en attente de confirmation
                </h3>
                <PossibleConflictFlag
                  conflicts={appointment.possibleConflicts}
                  advice={CONFLICT_ADVICE.request}
                />
                <RequestDecisionButtons
                  request={appointment}
                  size="md"
                  onDecided={(decision, updated) => {
                    if (decision === 'accepted') props.onChange(updated);
                    else props.onClose();
                  }}
                />
              </section>
            ) : (
              <PossibleConflictFlag
                className="mt-4"
                conflicts={appointment.possibleConflicts}
                advice={CONFLICT_ADVICE.record}
              />
            )}
            {staff ? (
              <div className="mt-4">
                {writesAboutAppointments ? (
                  <div className="mb-3">
                    <WriteToButton
                      space="pro"
                      size="sm"
                      request={{ appointmentId: appointment.id }}
                      label="Écrire au client"
                    />
                  </div>
                ) : null}
                <DetailsTab
                  appointment={appointment}
                  onChange={props.onChange}
                  onClose={props.onClose}
                  lawyerOnly={false}
                />
              </div>
            ) : (
              <>
                <div className="mt-3">
                  <WriteToButton
                    space="pro"
                    size="sm"
                    request={{ appointmentId: appointment.id }}
                    label="Écrire au client"
                  />
                </div>
                <Tabs.Root
                  value={tab}
                  onValueChange={(value) => setTab(value as TDetailsTab)}
                  className="mt-4"
                >
                  <Tabs.List
                    aria-label="Détail du rendez-vous"
                    className="flex gap-1 border-b border-slate-200"
                  >
                    <Tabs.Trigger value="details" className={TAB_CLASSES}>
                      Détails
                    </Tabs.Trigger>
                    <Tabs.Trigger value="notes" className={TAB_CLASSES}>
                      Notes
                    </Tabs.Trigger>
                    <Tabs.Trigger value="documents" className={TAB_CLASSES}>
                      Documents
                    </Tabs.Trigger>
                  </Tabs.List>
                  <Tabs.Content value="details" className="pt-4">
                    <DetailsTab
                      appointment={appointment}
                      onChange={props.onChange}
                      onClose={props.onClose}
                      lawyerOnly
                    />
                  </Tabs.Content>
                  <Tabs.Content value="notes" className="pt-4">
                    <NotesTab appointment={appointment} onChange={props.onChange} />
                  </Tabs.Content>
                  <Tabs.Content value="documents" className="pt-4">
                    <DocumentsTab appointment={appointment} onChange={props.onChange} />
                  </Tabs.Content>
                </Tabs.Root>
              </>
            )}
          </>
        ) : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

function Row(props: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1.5 text-sm">
      <dt className="text-slate-500">{props.label}</dt>
      <dd className="col-span-2 min-w-0 text-slate-900 [overflow-wrap:anywhere]">{props.children}</dd>
    </div>
  );
}

function isLive(appointment: TProAppointment): boolean {
  return (
    (appointment.status === 'pending' || appointment.status === 'confirmed') &&
    new Date(appointment.end).getTime() > Date.now()
  );
}

function DetailsTab(props: {
  appointment: TProAppointment;
  onChange: (appointment: TProAppointment) => void;
  onClose: () => void;
  /** The fee agreement and the invoicing, which are the lawyer's alone. */
  lawyerOnly: boolean;
}) {
  const { appointment } = props;
  const videoProvider = useSiteFacts().data?.videoProvider;
  const badge = statusBadge(appointment);
  // Absent from a staff member's card (ADR 0058 « Who sees what »), like the opposing party.
  const questionnaire = appointment.questionnaire ?? [];
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-slate-100">
        <Row label="Client">{appointment.client}</Row>
        {appointment.opposingParty ? (
          <Row label="Partie adverse indiquée">{appointment.opposingParty}</Row>
        ) : null}
        <Row label="Type">{appointment.type}</Row>
        <Row label="Date">{formatCivilDate(appointment.date)}</Row>
        <Row label="Heure">{appointment.time}</Row>
        <Row label="Durée">{appointment.duration}</Row>
        <Row label="Mode">{MODE_LABELS[appointment.mode]}</Row>
        {appointment.location ? <Row label="Lieu">{appointment.location}</Row> : null}
        {appointment.meetingUrl ? (
          <Row label="Lien de visioconférence">
            <a
              href={appointment.meetingUrl}
              className="text-brand-700 underline"
              target="_blank"
              rel="noreferrer"
            >
              {/* The settings ride in the hash: the room's address alone is enough to read. */}
              {appointment.meetingUrl.split('#')[0]}
            </a>
          </Row>
        ) : null}
        {appointment.mode === 'video' && videoProvider ? (
          <Row label="Enregistrement">
            {proRecordingConsentText({
              givenAt: appointment.recordingConsentAt,
              hasClientAccount: appointment.hasClientAccount,
              provider: videoProvider,
            })}
          </Row>
        ) : null}
        <Row label="Statut">
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${badge.className}`}>
            {badge.label}
          </span>
        </Row>
        {appointment.status === 'cancelled' ? (
          <Row label="Annulation">{cancellationText(appointment)}</Row>
        ) : null}
        <Row label="E-mail">{appointment.email ?? '—'}</Row>
        <Row label="Téléphone">
          {appointment.phone ? (
            <a href={`tel:${appointment.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline">
              {appointment.phone}
            </a>
          ) : (
            '—'
          )}
        </Row>
        {props.lawyerOnly && appointment.hasFeeAgreement ? (
          <Row label="Honoraires">
            <span className="inline-flex flex-wrap gap-x-3">
              <a
                href={`/api/pro/appointments/${appointment.id}/fee-agreement.pdf`}
                className="text-brand-700 underline"
                download
              >
                Convention d'honoraires (PDF)
              </a>
              <AccessibleVersionLink
                href={`/api/pro/appointments/${appointment.id}/fee-agreement.html`}
                of="convention d'honoraires"
                newTab
              />
            </span>
          </Row>
        ) : null}
      </dl>
      {questionnaire.length ? (
        <section aria-labelledby={`questionnaire-${appointment.id}`} className="rounded-md bg-slate-50 p-4">
          <h3 id={`questionnaire-${appointment.id}`} className="text-sm font-semibold text-slate-900">
            Réponses au questionnaire
          </h3>
          <dl className="mt-2 space-y-2 text-sm">
            {questionnaire.map((entry) => (
              <div key={entry.question}>
                <dt className="font-medium text-slate-700">{entry.question}</dt>
                <dd className="whitespace-pre-line text-slate-900">{entry.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {isLive(appointment) ? (
        <ManageSection appointment={appointment} onChange={props.onChange} onClose={props.onClose} />
      ) : null}
      <HistorySection appointment={appointment} />
      {props.lawyerOnly && (appointment.status === 'confirmed' || appointment.status === 'completed') ? (
        <Link
          to={`${paths.pro.payments}?rendez-vous=${appointment.id}`}
          className="inline-block text-sm font-medium text-brand-700 underline hover:text-brand-800"
        >
          Facturer ce rendez-vous
        </Link>
      ) : null}
    </div>
  );
}

/** « Historique »: the request, then every action taken in the workspace and by whom (issue 27 §3). */
function HistorySection({ appointment }: { appointment: TProAppointment }) {
  const history = useAppointmentHistory(appointment);
  const titleId = `history-${appointment.id}`;
  return (
    <section aria-labelledby={titleId} className="space-y-2 border-t border-slate-100 pt-4">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        Historique
      </h3>
      {history.isPending ? (
        <p className="text-sm text-slate-500">Chargement de l’historique…</p>
      ) : history.isError ? (
        <p className="text-sm text-slate-500">L’historique n’a pas pu être chargé.</p>
      ) : (
        <ol className="space-y-1 border-l-2 border-slate-200 pl-3 text-sm text-slate-700">
          {history.data.history.map((entry) => (
            <li key={`${entry.kind}-${entry.at}`}>{appointmentHistorySentence(entry)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

function NotesTab(props: { appointment: TProAppointment; onChange: (appointment: TProAppointment) => void }) {
  const { appointment } = props;
  const notes = appointment.notes ?? [];
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addNote = useAddNote();
  const fieldId = useId();
  const add = () => {
    if (!content.trim()) return;
    setError(null);
    addNote.mutate(
      { id: appointment.id, input: content },
      {
        onSuccess: (result) => {
          setContent('');
          props.onChange(result.appointment);
          notify('Notes sauvegardées');
        },
        onError: (failure) => setError(userMessage(failure)),
      },
    );
  };
  return (
    <div className="space-y-4">
      {notes.length ? (
        <ul className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border border-slate-200 p-3">
              <p className="whitespace-pre-line text-sm text-slate-900">{note.content}</p>
              <p className="mt-1 text-xs text-slate-500">
                {note.date} — {note.location}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">Aucune note pour ce rendez-vous.</p>
      )}
      <ErrorBox message={error} />
      <div className="space-y-1">
        <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
          Nouvelle note
        </label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={5000}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          className={TEXTAREA_CLASSES}
        />
      </div>
      <Button onClick={add} disabled={!content.trim() || addNote.isPending}>
        {addNote.isPending ? 'Enregistrement…' : 'Ajouter la note'}
      </Button>
    </div>
  );
}

type TAppointmentDocument = NonNullable<TProAppointment['documents']>[number];

function DocumentsTab(props: {
  appointment: TProAppointment;
  onChange: (appointment: TProAppointment) => void;
}) {
  const { appointment } = props;
  const documents = appointment.documents ?? [];
  const addDocument = useAddDocument();
  const deleteDocument = useDeleteDocument();
  const invalidateAppointments = useInvalidateProAppointments();
  const [toDelete, setToDelete] = useState<TAppointmentDocument | null>(null);
  const deleted = useRef(false);
  const panelRef = useRef<HTMLElement>(null);
  const upload = async (input: TDocumentUpload<'scan' | 'document'>) => {
    const result = await addDocument.mutateAsync({ id: appointment.id, input });
    props.onChange(result.appointment);
    notify('Documents mis à jour');
  };
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-label="Documents du rendez-vous"
      className="space-y-4 outline-none"
    >
      {documents.length ? (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {documents.map((document) => (
            <li key={document.id} className="flex items-center justify-between gap-3 p-3 text-sm">
              <div>
                <p className="font-medium text-slate-900">{document.title}</p>
                <p className="text-xs text-slate-500">
                  {document.kind === 'scan' ? 'Scan' : 'Document'} — {formatShortCivilDate(document.date)} —{' '}
                  {document.fileName}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <a href={document.url} className="text-brand-700 underline" download={document.fileName}>
                  Télécharger<span className="sr-only"> {document.title}</span>
                </a>
                {appointment.hasClientAccount ? (
                  <ShareDocumentButton<{ appointment: TProAppointment }>
                    url={`/api/pro/appointments/${appointment.id}/documents/${document.id}/share`}
                    documentTitle={document.title}
                    clientName={appointment.client}
                    sharedAt={document.sharedAt}
                    onShared={(answer) => {
                      props.onChange(answer.appointment);
                      void invalidateAppointments();
                    }}
                  />
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Supprimer ${document.title}`}
                  onClick={() => {
                    deleteDocument.reset();
                    deleted.current = false;
                    setToDelete(document);
                  }}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  Supprimer
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">Aucun document pour ce rendez-vous.</p>
      )}
      <DocumentUploadForm
        kinds={[
          { kind: 'scan', label: 'Ajouter un scan' },
          { kind: 'document', label: 'Ajouter un document' },
        ]}
        onUpload={upload}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Supprimer le document"
        confirmLabel="Supprimer"
        destructive
        pending={deleteDocument.isPending}
        error={deleteDocument.error ? userMessage(deleteDocument.error) : null}
        onCancel={() => setToDelete(null)}
        onCloseAutoFocus={(event) => {
          // The deleted document's button is gone: focus its list instead of losing focus to the page.
          if (!deleted.current) return;
          event.preventDefault();
          panelRef.current?.focus();
        }}
        onConfirm={() => {
          if (!toDelete) return;
          deleteDocument.mutate(
            { id: appointment.id, documentId: toDelete.id },
            {
              onSuccess: (result) => {
                deleted.current = true;
                props.onChange(result.appointment);
                notify('Document supprimé', toDelete.title);
                setToDelete(null);
              },
            },
          );
        }}
      >
        Supprimer le document «&nbsp;{toDelete?.title}&nbsp;» de ce rendez-vous&#8239;? Cette action est
        irréversible.
        {toDelete?.sharedAt ? ' Le client garde la copie partagée dans son espace.' : null}
      </ConfirmDialog>
    </section>
  );
}

/**
 * « Reporter » for a request or an appointment; « Annuler le rendez-vous » only once it is confirmed (a request
 * is refused, not cancelled). Each opens its form below.
 */
function ManageSection(props: {
  appointment: TProAppointment;
  onChange: (appointment: TProAppointment) => void;
  onClose: () => void;
}) {
  const { appointment } = props;
  const [open, setOpen] = useState<'reschedule' | 'cancel' | null>(null);
  const confirmed = appointment.status === 'confirmed';
  return (
    <div className="space-y-4 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          aria-expanded={open === 'reschedule'}
          onClick={() => setOpen(open === 'reschedule' ? null : 'reschedule')}
        >
          Reporter
        </Button>
        {confirmed ? (
          <Button
            variant="outline"
            aria-expanded={open === 'cancel'}
            onClick={() => setOpen(open === 'cancel' ? null : 'cancel')}
          >
            Annuler le rendez-vous
          </Button>
        ) : null}
      </div>
      {open === 'reschedule' ? (
        <RescheduleSection
          appointment={appointment}
          onChange={(updated) => {
            props.onChange(updated);
            setOpen(null);
          }}
        />
      ) : null}
      {open === 'cancel' && confirmed ? (
        <CancelSection appointment={appointment} onClose={props.onClose} />
      ) : null}
    </div>
  );
}

function RescheduleSection(props: {
  appointment: TProAppointment;
  onChange: (appointment: TProAppointment) => void;
}) {
  const { appointment } = props;
  const reschedule = useRescheduleAppointment();
  const slots = useRescheduleSlots(appointment.id);
  const days = slots.data?.days ?? [];
  const [day, setDay] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Issue 15 §2: what the new time overlaps, until the professional confirms or changes it.
  const [overlap, setOverlap] = useState<TOverlap | null>(null);
  const dayId = useId();
  const dateId = useId();
  const timeId = useId();
  const shownDay = days.find((candidate) => candidate.date === day) ?? days[0];
  const choose = (nextDate: string, nextTime: string) => {
    setDate(nextDate);
    setTime(nextTime);
    setOverlap(null);
  };
  const submit = (confirmOverlaps: boolean) => {
    if (!date || !time) return;
    setError(null);
    reschedule.mutate(
      { id: appointment.id, input: { date, time, ...(confirmOverlaps ? { confirmOverlaps: true } : {}) } },
      {
        onSuccess: (result) => {
          setOverlap(null);
          notify(
            'Rendez-vous reporté',
            `Nouveau créneau : ${formatCivilDate(result.appointment.date)} à ${result.appointment.time}`,
          );
          props.onChange(result.appointment);
        },
        onError: (failure) => {
          const found = overlapOf(failure);
          setOverlap(found);
          if (!found) setError(userMessage(failure));
        },
      },
    );
  };
  return (
    <section aria-labelledby={`${dayId}-title`} className="space-y-3">
      <h3 id={`${dayId}-title`} className="text-sm font-semibold text-slate-900">
        Reporter le rendez-vous
      </h3>
      <ErrorBox message={error} />
      {slots.isPending ? (
        <p className="text-sm text-slate-500">Chargement des créneaux libres…</p>
      ) : slots.isError ? (
        <ErrorBox message="Impossible de charger vos créneaux libres. Indiquez une date et une heure ci-dessous." />
      ) : shownDay ? (
        <div className="space-y-3">
          <div className="space-y-1">
            <label htmlFor={dayId} className="block text-sm font-medium text-slate-700">
              Jour
            </label>
            <Select id={dayId} value={shownDay.date} onChange={(event) => setDay(event.target.value)}>
              {days.map((candidate) => (
                <option key={candidate.date} value={candidate.date}>
                  {formatCivilDate(candidate.date)} ({candidate.times.length} créneau
                  {candidate.times.length > 1 ? 'x' : ''})
                </option>
              ))}
            </Select>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">Créneaux libres</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {shownDay.times.map((slot) => {
                const chosen = date === shownDay.date && time === slot;
                return (
                  <Button
                    key={slot}
                    size="sm"
                    variant={chosen ? 'primary' : 'outline'}
                    aria-pressed={chosen}
                    aria-label={`${formatCivilDate(shownDay.date)} à ${slot}`}
                    onClick={() => choose(shownDay.date, slot)}
                  >
                    {slot}
                  </Button>
                );
              })}
            </div>
          </fieldset>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          Aucun créneau libre dans vos horaires d'ouverture : indiquez une date et une heure ci-dessous.
        </p>
      )}
      <details className="rounded-md border border-slate-200 p-3" open={!slots.isPending && !shownDay}>
        <summary className="cursor-pointer text-sm font-medium text-slate-700">
          Autre date ou heure (hors de vos créneaux)
        </summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor={dateId} className="block text-sm font-medium text-slate-700">
              Nouvelle date
            </label>
            <Input
              id={dateId}
              type="date"
              value={date}
              onChange={(event) => choose(event.target.value, time)}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={timeId} className="block text-sm font-medium text-slate-700">
              Nouvelle heure
            </label>
            <Input
              id={timeId}
              type="time"
              value={time}
              onChange={(event) => choose(date, event.target.value)}
            />
          </div>
        </div>
      </details>
      {overlap ? (
        <TimeConflictsAlert
          overlap={overlap}
          confirmLabel="Reporter quand même"
          onConfirm={() => submit(true)}
          pending={reschedule.isPending}
        />
      ) : null}
      <Button onClick={() => submit(false)} disabled={!date || !time || reschedule.isPending}>
        {date && time ? `Reporter au ${appointmentWhen({ date, time })}` : 'Reporter'}
      </Button>
    </section>
  );
}

function CancelSection(props: { appointment: TProAppointment; onClose: () => void }) {
  const { appointment } = props;
  const cancel = useCancelProAppointment();
  const [reason, setReason] = useState('');
  const [internalNote, setInternalNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const noteId = useId();
  const submit = () => {
    const motive = reason.trim();
    // Seed 001 §5: without a reason the cancellation is ignored.
    if (!motive) return;
    setError(null);
    cancel.mutate(
      { id: appointment.id, input: { reason: motive, internalNote } },
      {
        onSuccess: () => {
          notify('Rendez-vous annulé', `Motif : ${motive}`);
          props.onClose();
        },
        onError: (failure) => setError(userMessage(failure)),
      },
    );
  };
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">Annuler le rendez-vous</h3>
      <ErrorBox message={error} />
      <div className="space-y-1">
        <label htmlFor={reasonId} className="block text-sm font-medium text-slate-700">
          Motif de l'annulation
        </label>
        <textarea
          id={reasonId}
          rows={2}
          maxLength={500}
          value={reason}
          aria-describedby={`${reasonId}-hint`}
          onChange={(event) => setReason(event.target.value)}
          className={TEXTAREA_CLASSES}
        />
        <p id={`${reasonId}-hint`} className="text-xs text-slate-600">
          Le client lira ce motif dans son espace et dans l'e-mail d'annulation.
        </p>
      </div>
      <InternalNoteField id={noteId} value={internalNote} onChange={setInternalNote} />
      <Button variant="destructive" onClick={submit} disabled={!reason.trim() || cancel.isPending}>
        Confirmer l'annulation
      </Button>
    </section>
  );
}

/** Refusal and cancellation: what the professional keeps for themself, stored as a private note. */
function InternalNoteField(props: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="space-y-1">
      <label htmlFor={props.id} className="block text-sm font-medium text-slate-700">
        Note interne (jamais montrée au client)
      </label>
      <textarea
        id={props.id}
        rows={2}
        maxLength={MAX_NOTE_LENGTH}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={TEXTAREA_CLASSES}
      />
    </div>
  );
}
