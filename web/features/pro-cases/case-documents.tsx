import { Archive, ChevronDown, Download, Eye, RotateCcw } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useId, useState } from 'react';
import type { TCaseDetail, TCaseDocument } from '../../../domain/cases/case-schemas';
import { Button } from '../../shared/ui/button';
import { ErrorBox } from '../../shared/ui/error-box';
import { Input } from '../../shared/ui/input';
import { notify } from '../../shared/ui/toast';
import { fileToBase64 } from '../pro-appointments/pro-appointments-api';
import { Card } from './case-card';
import { errorMessage, formatCivilDateShort } from './case-format';
import { ConfirmDialog } from './confirm-dialog';
import { useAddCaseDocument, useArchiveDocument, useRestoreDocument } from './pro-cases-api';

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
                          onError: (failure) => setError(errorMessage(failure)),
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
        error={archive.error ? errorMessage(archive.error) : null}
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
        Voulez-vous archiver le document « {toArchive?.title} » ? Cette action peut être annulée.
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
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const fileId = useId();

  const submit = async (kind: TCaseDocument['kind']) => {
    if (!title.trim() || !file) return;
    setError(null);
    let contentBase64: string;
    try {
      contentBase64 = await fileToBase64(file);
    } catch {
      setError('Le fichier ne peut pas être lu.');
      return;
    }
    add.mutate(
      { title: title.trim(), kind, fileName: file.name, contentBase64 },
      {
        onSuccess: () => {
          notify('Document ajouté', title.trim());
          setTitle('');
          setFile(null);
          setFileInputKey((key) => key + 1);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  const disabled = !title.trim() || !file || add.isPending;

  return (
    <div className="space-y-3 rounded-md bg-slate-50 p-4">
      <h3 className="text-sm font-semibold text-slate-900">Ajouter un document</h3>
      <ErrorBox message={error} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={titleId} className="block text-sm font-medium text-slate-700">
            Titre du document
          </label>
          <Input
            id={titleId}
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
            Fichier
          </label>
          <input
            key={fileInputKey}
            id={fileId}
            type="file"
            accept=".pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700"
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => void submit('scan')}>
          Ajouter un scan
        </Button>
        <Button size="sm" disabled={disabled} onClick={() => void submit('contract')}>
          Ajouter un contrat
        </Button>
      </div>
    </div>
  );
}
