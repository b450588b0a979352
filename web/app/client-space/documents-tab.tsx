import { useQueryClient } from '@tanstack/react-query';
import { Download, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { SHARED_DOCUMENT_STATUS_LABELS } from '#domain/practice/shared-documents/shared-document-schemas.ts';
import { formatLongDate } from '#web/features/appointments/booking/booking-format.ts';
import { clientQueryKeys, documentDownloadUrl, documentFileUrl, useClientDocuments } from './client-api';
import { EmptyState, QueryError, SkeletonRows } from './dashboard-ui';

const ACTION_LINK =
  'inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50';

const STATUS_CLASSES = {
  pending: 'bg-brand-100 text-brand-800',
  viewed: 'bg-slate-100 text-slate-700',
} as const;

/** A cell of the documents table; on a phone, where each document is a card, it shows its column's name above. */
function DetailCell(props: { label: string; className?: string; children: ReactNode }) {
  return (
    <td
      data-label={props.label}
      className={`px-4 py-3 text-slate-700 max-sm:p-0 max-sm:before:block max-sm:before:text-xs max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)] ${props.className ?? ''}`}
    >
      {props.children}
    </td>
  );
}

/** Documents shared by the professionals; « Voir » opens the file in a new tab, « Télécharger » saves it. */
export function DocumentsTab() {
  const documents = useClientDocuments();
  const queryClient = useQueryClient();
  // Opening a document marks it « Consulté »: refresh the list when the person comes back.
  const refreshOnReturn = () =>
    window.addEventListener(
      'focus',
      () => void queryClient.invalidateQueries({ queryKey: clientQueryKeys.all }),
      { once: true },
    );
  if (documents.isPending) return <SkeletonRows label="Chargement de vos documents…" />;
  if (documents.isError)
    return <QueryError error={documents.error} onRetry={() => void documents.refetch()} />;
  if (documents.data.documents.length === 0) {
    return (
      <EmptyState title="Aucun document partagé pour le moment">
        Les documents que vos avocats partagent avec vous apparaîtront ici.
      </EmptyState>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      {/* On a phone each document is a card: name, then labelled details, then the actions. */}
      <table className="min-w-full divide-y divide-slate-200 text-sm max-sm:block">
        <caption className="sr-only">Documents partagés avec vous</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase max-sm:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3">
              Nom
            </th>
            <th scope="col" className="px-4 py-3">
              Catégorie
            </th>
            <th scope="col" className="px-4 py-3">
              Type
            </th>
            <th scope="col" className="px-4 py-3">
              Taille
            </th>
            <th scope="col" className="px-4 py-3">
              Avocat
            </th>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
            <th scope="col" className="px-4 py-3">
              Statut
            </th>
            <th scope="col" className="px-4 py-3">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white max-sm:block">
          {documents.data.documents.map((document) => (
            <tr
              key={document.id}
              className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:p-4"
            >
              <th
                scope="row"
                className="px-4 py-3 text-left font-medium text-slate-900 max-sm:col-span-2 max-sm:p-0"
              >
                {document.name}
              </th>
              <DetailCell label="Catégorie">{document.category}</DetailCell>
              <DetailCell label="Type">{document.type}</DetailCell>
              <DetailCell label="Taille" className="whitespace-nowrap">
                {document.size}
              </DetailCell>
              <DetailCell label="Avocat">{document.lawyer}</DetailCell>
              <DetailCell label="Date">
                {/* A box of its own: on a phone the cell's first letter is its label's. */}
                <span className="inline-block first-letter:uppercase">{formatLongDate(document.date)}</span>
              </DetailCell>
              <DetailCell label="Statut">
                <span
                  className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_CLASSES[document.status]}`}
                >
                  {SHARED_DOCUMENT_STATUS_LABELS[document.status]}
                </span>
              </DetailCell>
              <td className="px-4 py-3 max-sm:col-span-2 max-sm:p-0">
                <div className="flex gap-2">
                  <a
                    href={documentFileUrl(document.id)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={ACTION_LINK}
                    onClick={refreshOnReturn}
                  >
                    <Eye className="h-4 w-4" aria-hidden="true" />
                    Voir
                  </a>
                  <a href={documentDownloadUrl(document.id)} download className={ACTION_LINK}>
                    <Download className="h-4 w-4" aria-hidden="true" />
                    Télécharger
                  </a>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
