import { useId, useState } from 'react';
import { fileToBase64, userMessage } from '../api/http';
import { Button } from './button';
import { ErrorBox } from './error-box';
import { Input } from './input';

export type TDocumentUpload<TKind extends string> = {
  title: string;
  kind: TKind;
  fileName: string;
  contentBase64: string;
};

/** The file types documents (and message attachments) accept; the server checks the content itself. */
export const ACCEPTED_DOCUMENT_TYPES = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx';

/**
 * Title and file, then one button per document type (seed 001 §5: the title is required and the type is
 * set by the button used). The form clears itself once `onUpload` resolves and shows the server's message
 * when it rejects.
 */
export function DocumentUploadForm<TKind extends string>(props: {
  kinds: readonly { kind: TKind; label: string }[];
  onUpload: (upload: TDocumentUpload<TKind>) => Promise<unknown>;
  compact?: boolean;
}) {
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const fileId = useId();

  const submit = async (kind: TKind) => {
    if (!title.trim() || !file) return;
    setError(null);
    setPending(true);
    try {
      let contentBase64: string;
      try {
        contentBase64 = await fileToBase64(file);
      } catch {
        setError('Le fichier ne peut pas être lu.');
        return;
      }
      await props.onUpload({ title: title.trim(), kind, fileName: file.name, contentBase64 });
      setTitle('');
      setFile(null);
      setFileInputKey((key) => key + 1);
    } catch (failure) {
      setError(userMessage(failure));
    } finally {
      setPending(false);
    }
  };
  const disabled = !title.trim() || !file || pending;

  return (
    <>
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
            accept={ACCEPTED_DOCUMENT_TYPES}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700"
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        {props.kinds.map((option, index) => (
          <Button
            key={option.kind}
            variant={index === props.kinds.length - 1 ? 'primary' : 'outline'}
            size={props.compact ? 'sm' : undefined}
            disabled={disabled}
            onClick={() => void submit(option.kind)}
          >
            {option.label}
          </Button>
        ))}
      </div>
    </>
  );
}
