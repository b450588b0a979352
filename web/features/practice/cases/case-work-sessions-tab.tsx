import { Clock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TCaseDetail } from '#domain/practice/cases/case-schemas.ts';
import { formatWorkDuration } from '#domain/practice/cases/work-session-duration.ts';
import type { TWorkSession } from '#domain/practice/work-timer/work-timer.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Badge } from '#web/shared/ui/badge.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { formatCivilDateShort } from './case-format';
import { useDeleteWorkSession } from './pro-cases-api';
import { type TWorkSessionTarget, WorkSessionFormDialog } from './work-session-form-dialog';

/** Seed 001 §4: completed has the default badge, any other status a destructive one. */
function sessionBadge(status: TWorkSession['status']) {
  if (status === 'completed') return { label: 'Terminée', className: 'bg-brand-600 text-white' };
  return { label: status === 'active' ? 'En cours' : 'En pause', className: 'bg-red-600 text-white' };
}

export function CaseWorkSessionsTab(props: { caseDetail: TCaseDetail }) {
  const { caseDetail } = props;
  const [target, setTarget] = useState<TWorkSessionTarget | null>(null);
  const [toDelete, setToDelete] = useState<TWorkSession | null>(null);
  const remove = useDeleteWorkSession(caseDetail.id);

  return (
    <Card
      title="Sessions de travail"
      action={
        <Button size="sm" onClick={() => setTarget({ session: null })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Ajouter
        </Button>
      }
    >
      <p className="mb-4 inline-flex items-center gap-2 text-sm text-slate-700">
        <Clock className="h-4 w-4 text-slate-400" aria-hidden="true" />
        Temps total&nbsp;: <strong>{formatWorkDuration(caseDetail.totalWorkMinutes)}</strong>
      </p>
      {caseDetail.workSessions.length ? (
        <ul className="space-y-3" aria-label="Sessions de travail">
          {caseDetail.workSessions.map((session) => {
            const badge = sessionBadge(session.status);
            return (
              <li key={session.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h3 className="font-medium text-slate-900">{session.title}</h3>
                    <p className="mt-1 text-sm text-slate-600">
                      {formatCivilDateShort(session.date)} — {formatWorkDuration(session.durationMinutes)}
                    </p>
                  </div>
                  <div className="flex items-center gap-1">
                    <Badge className={badge.className}>{badge.label}</Badge>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Modifier la session ${session.title}`}
                      onClick={() => setTarget({ session })}
                    >
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Supprimer la session ${session.title}`}
                      onClick={() => {
                        remove.reset();
                        setToDelete(session);
                      }}
                    >
                      <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                {session.description ? (
                  <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{session.description}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">Aucune session de travail</p>
      )}
      <WorkSessionFormDialog caseId={caseDetail.id} target={target} onClose={() => setTarget(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Supprimer la session"
        confirmLabel="Supprimer"
        destructive
        pending={remove.isPending}
        error={remove.error ? userMessage(remove.error) : null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              notify('Session supprimée', toDelete.title);
              setToDelete(null);
            },
          });
        }}
      >
        Voulez-vous supprimer la session «&nbsp;{toDelete?.title}&nbsp;»&#8239;? Cette action est
        irréversible.
      </ConfirmDialog>
    </Card>
  );
}
