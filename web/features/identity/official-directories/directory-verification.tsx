import { useState } from 'react';
import {
  MATCH_STATE_LABELS,
  type TDirectoryVerification,
  ZKeepListedRequest,
} from '#domain/identity/official-directories/official-directory-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { NoteForm } from './note-form';
import { useKeepListed } from './official-directory-api';

const dayFormat = frenchDateFormat({ dateStyle: 'long', timeZone: 'Europe/Paris' });

/** A validated professional: what validation recorded, and a monthly re-check's flag with its outcome. */
export function DirectoryVerification({
  id,
  name,
  verification,
}: {
  id: number;
  name: string;
  verification: TDirectoryVerification;
}) {
  const keep = useKeepListed(id);
  const [keeping, setKeeping] = useState(false);
  return (
    <div className="mt-3 text-sm">
      <p className="text-slate-700">
        À la validation&nbsp;: {MATCH_STATE_LABELS[verification.stateAtValidation]}
        {verification.note ? ` — note\u00a0: ${verification.note}` : ''}
      </p>
      {verification.leftAt ? (
        <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3" role="status">
          <p className="font-medium text-amber-900">
            Absent de l’annuaire au contrôle du {dayFormat.format(new Date(verification.leftAt))}
          </p>
          <p className="mt-1 text-amber-900">
            {verification.delistedAt
              ? `Profil retiré de l’annuaire JurisRDV le ${dayFormat.format(new Date(verification.delistedAt))}, sans réponse.`
              : verification.answer
                ? `Réponse du professionnel${verification.answeredAt ? ` le ${dayFormat.format(new Date(verification.answeredAt))}` : ''}\u00a0: ${verification.answer}`
                : `Sans réponse, le profil sera retiré le ${verification.delistOn ? dayFormat.format(new Date(verification.delistOn)) : ''}.`}
          </p>
          {keeping ? (
            <NoteForm
              schema={ZKeepListedRequest}
              label="Note (ce que vous avez vérifié)"
              hint={'Par exemple\u00a0: transfert de barreau confirmé par l’Ordre.'}
              submitLabel="Confirmer le maintien"
              pending={keep.isPending}
              onCancel={() => setKeeping(false)}
              onSubmit={async (note) => {
                await keep.mutateAsync({ note });
                notify('Profil maintenu', `Le signalement de ${name} est levé.`);
              }}
            />
          ) : (
            <Button className="mt-2" variant="outline" size="sm" onClick={() => setKeeping(true)}>
              Maintenir le profil
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
