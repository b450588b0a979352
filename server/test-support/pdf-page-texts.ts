import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

// Node's TextDecoder treats windows-1252 as Latin-1: the 0x80–0x9F range (€, —, ’, œ…) is mapped here.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
function winAnsiText(bytes: Uint8Array): string {
  return [...bytes]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? (CP1252_HIGH[byte - 0x80] ?? '') : String.fromCharCode(byte),
    )
    .join('');
}

/**
 * The text drawn on each page. pdf-lib writes standard-font text as hex strings of WinAnsi codes
 * (`<48656C6C6F> Tj`): decoding them is enough to check what a reader sees, wrapped lines joined by spaces.
 */
export async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef))
        : [contents];
    const operators = streams
      .map((stream) =>
        stream instanceof PDFRawStream
          ? new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode())
          : '',
      )
      .join('\n');
    const strings = [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) => {
      const hex = match[1] ?? '';
      const bytes = new Uint8Array(hex.length / 2);
      for (let index = 0; index < bytes.length; index += 1)
        bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
      return winAnsiText(bytes);
    });
    return strings.join(' ').replaceAll('\u00a0', ' ');
  });
}
