import { Archive, ChevronDown, Download, Eye, RotateCcw } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import type { TCaseDetail, TCaseDocument } from '#domain/practice/cases/case-schemas.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { DocumentUploadForm } from '#web/shared/ui/document-upload-form.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { ShareDocumentButton } from '../shared-documents/share-document-button';
import { formatCivilDateShort } from './case-format';
import { useAddCaseDocument, useArchiveDocument, useCaseSaved, useRestoreDocument } from './pro-cases-api';

const KIND_LABELS: Record<TCaseDocument['kind'], string> = { scan: 'Scan', contract: 'Contrat' };

function downloadUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}

const LINK_CLASSES =
  'inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100';

export function CaseDocuments(props: { caseDetail: TCaseDetail }) {
  const { caseDetail } = props;
  const archive = useArchiveDocument(caseDetail.id);
  const restore = useRestoreDocument(caseDetail.id);
  const saved = useCaseSaved();
  const [toArchive, setToArchive] = useState<TCaseDocument | null>(null);
  const [error, setError] = useState<string | null>(null);
  const active = caseDetail.documents.filter((document) => !document.archived);
  const archived = caseDetail.documents.filter((document) => document.archived);

  return (
    <Card title="Documents">
      <div className="space-y-4">
        {active.length ? (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Documents">
            {active.map((document) => (
              <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                <DocumentLabel document={document} />
                <div className="flex flex-wrap gap-1">
                  <a
                    href={document.url}
                    target="_blank"
                    rel="noreferrer"
                    className={LINK_CLASSES}
                    aria-label={`Aperçu de ${document.title}`}
                  >
                    <Eye className="h-4 w-4" aria-hidden="true" />
                    Aperçu
                  </a>
                  <a
                    href={downloadUrl(document.url)}
                    className={LINK_CLASSES}
                    aria-label={`Télécharger ${document.title}`}
                  >
                    <Download className="h-4 w-4" aria-hidden="true" />
                    Télécharger
                  </a>
                  {caseDetail.client.userId ? (
                    <span className="inline-flex h-8 items-center px-2">
                      <ShareDocumentButton<{ case: TCaseDetail }>
                        url={`/api/pro/cases/${caseDetail.id}/documents/${document.id}/share`}
                        documentTitle={document.title}
                        clientName={caseDetail.client.name}
                        sharedAt={document.sharedAt}
                        onShared={(answer) => saved(answer.case)}
                      />
                    </span>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Archiver ${document.title}`}
                    onClick={() => {
                      archive.reset();
                      setToArchive(document);
                    }}
                  >
                    <Archive className="h-4 w-4" aria-hidden="true" />
                    Archiver
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">Aucun document dans ce dossier.</p>
        )}
        <ErrorBox message={error} />
        {archived.length ? (
          <Collapsible.Root className="rounded-md border border-slate-200">
            <Collapsible.Trigger className="group flex w-full items-center justify-between p-3 text-sm font-medium text-slate-700 hover:bg-slate-50">
              Documents archivés ({archived.length})
              <ChevronDown
                className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </Collapsible.Trigger>
            <Collapsible.Content>
              <ul
                className="divide-y divide-slate-100 border-t border-slate-200"
                aria-label="Documents archivés"
              >
                {archived.map((document) => (
                  <li
                    key={document.id}
                    className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm text-slate-500"
                  >
                    <DocumentLabel document={document} />
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Restaurer ${document.title}`}
                      disabled={restore.isPending}
                      onClick={() => {
                        setError(null);
                        restore.mutate(document.id, {
                          onSuccess: () => notify('Document restauré', document.title),
                          onError: (failure) => setError(userMessage(failure)),
                        });
                      }}
                    >
                      <RotateCcw className="h-4 w-4" aria-hidden="true" />
                      Restaurer
                    </Button>
                  </li>
                ))}
              </ul>
            </Collapsible.Content>
          </Collapsible.Root>
        ) : null}
        <AddDocumentForm caseId={caseDetail.id} />
      </div>
      <ConfirmDialog
        open={toArchive !== null}
        title="Archiver le document"
        confirmLabel="Archiver"
        pending={archive.isPending}
        error={archive.error ? userMessage(archive.error) : null}
        onCancel={() => setToArchive(null)}
        onConfirm={() => {
          if (!toArchive) return;
          archive.mutate(toArchive.id, {
            onSuccess: () => {
              notify('Document archivé', toArchive.title);
              setToArchive(null);
            },
          });
        }}
      >
        Voulez-vous archiver le document «&nbsp;{toArchive?.title}&nbsp;»&#8239;? Cette action peut être
        annulée.
      </ConfirmDialog>
    </Card>
  );
}

function DocumentLabel(props: { document: TCaseDocument }) {
  const { document } = props;
  return (
    <div>
      <p className="font-medium text-slate-900">{document.title}</p>
      <p className="text-xs text-slate-500">
        {KIND_LABELS[document.kind]} — {formatCivilDateShort(document.uploadDate)} — {document.fileName}
      </p>
    </div>
  );
}

/** Seed 001 §5: title required; the type is set by the button used. */
function AddDocumentForm(props: { caseId: number }) {
  const add = useAddCaseDocument(props.caseId);
  return (
    <div className="space-y-3 rounded-md bg-slate-50 p-4">
      <h3 className="text-sm font-semibold text-slate-900">Ajouter un document</h3>
      <DocumentUploadForm
        compact
        kinds={[
          { kind: 'scan', label: 'Ajouter un scan' },
          { kind: 'contract', label: 'Ajouter un contrat' },
        ]}
        onUpload={async (upload) => {
          await add.mutateAsync(upload);
          notify('Document ajouté', upload.title);
        }}
      />
    </div>
  );
}
