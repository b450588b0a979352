import { useId, useRef, useState } from 'react';
import {
  FIRM_LOGO_HINT,
  FIRM_LOGO_TOO_LARGE,
  MAX_FIRM_LOGO_BYTES,
} from '#domain/identity/firms/firm-logo.ts';
import type { TFirmResponse } from '#domain/identity/firms/firm-schemas.ts';
import { fileToBase64, userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useRemoveFirmLogo, useUploadFirmLogo } from './firm-api';

const UPLOAD_ERROR = "Le logo n'a pas pu être enregistré. Veuillez réessayer.";

/** The logo as the firm's public page shows it, or a frame saying there is none. */
export function FirmLogoImage(props: { firm: TFirmResponse['firm'] }) {
  return props.firm.logoUrl ? (
    <img
      src={props.firm.logoUrl}
      alt={`Logo de ${props.firm.name}`}
      className="h-20 w-20 rounded-md border border-slate-200 bg-white object-contain"
    />
  ) : (
    <div className="flex h-20 w-20 items-center justify-center rounded-md border border-dashed border-slate-300 text-center text-xs text-slate-500">
      Aucun logo
    </div>
  );
}

/**
 * « Logo du cabinet »: a PNG, JPEG or WebP of 1 Mo at most, checked here for its size and on the server for
 * its content (the file's name and the browser's type prove nothing).
 */
export function FirmLogoField(props: { firm: TFirmResponse['firm'] }) {
  const upload = useUploadFirmLogo();
  const remove = useRemoveFirmLogo();
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const busy = upload.isPending || remove.isPending;

  const onFile = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (file.size > MAX_FIRM_LOGO_BYTES) {
      setError(FIRM_LOGO_TOO_LARGE);
      return;
    }
    try {
      await upload.mutateAsync({ fileName: file.name, contentBase64: await fileToBase64(file) });
      notify('Logo du cabinet enregistré');
    } catch (failure) {
      setError(userMessage(failure, UPLOAD_ERROR));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const onRemove = async () => {
    setError(null);
    try {
      await remove.mutateAsync();
      notify('Logo du cabinet retiré');
    } catch (failure) {
      setError(userMessage(failure, UPLOAD_ERROR));
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <FirmLogoImage firm={props.firm} />
      <div className="space-y-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          Logo du cabinet
        </label>
        <p id={hintId} className="text-xs text-slate-500">
          {FIRM_LOGO_HINT}
        </p>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={busy}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void onFile(event.target.files?.[0])}
          className="block text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        {props.firm.logoUrl ? (
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void onRemove()}>
            Retirer le logo
          </Button>
        ) : null}
      </div>
    </div>
  );
}
