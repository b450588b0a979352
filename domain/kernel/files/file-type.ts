/** Accepted attachments, recognised by their first bytes (the name alone proves nothing). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export type TDetectedFile = { contentType: string; label: string };

const OFFICE_ZIP_TYPES: Record<string, TDetectedFile> = {
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'DOCX',
  },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'XLSX' },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'PPTX',
  },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', label: 'ODT' },
};

const OLE_TYPES: Record<string, TDetectedFile> = {
  doc: { contentType: 'application/msword', label: 'DOC' },
  xls: { contentType: 'application/vnd.ms-excel', label: 'XLS' },
  ppt: { contentType: 'application/vnd.ms-powerpoint', label: 'PPT' },
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The type of an uploaded file from its content: PDF, PNG, JPEG, GIF, WebP, Office documents (ZIP-based
 * with a matching name, or legacy OLE). Anything else — an executable renamed .pdf included — is null.
 */
export function detectFileType(bytes: Uint8Array, fileName: string): TDetectedFile | null {
  const extension = extensionOf(fileName);
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { contentType: 'application/pdf', label: 'PDF' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', label: 'PNG' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', label: 'JPEG' };
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])
  )
    return { contentType: 'image/gif', label: 'GIF' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return { contentType: 'image/webp', label: 'WEBP' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return OFFICE_ZIP_TYPES[extension] ?? null;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return OLE_TYPES[extension] ?? null;
  return null;
}
