import { PDFDocument } from '@cantoo/pdf-lib';
import type { FastifyReply } from 'fastify';
import {
  parisDateTimeText,
  type TFeeAgreementContent,
} from '#domain/appointments/fee-agreements/fee-agreement-content.ts';
import {
  BODY_SIZE,
  CONTENT_WIDTH,
  embedPdfFonts,
  LEADING,
  MARGIN,
  MUTED,
  PdfWriter,
  SMALL_SIZE,
  type TStyle,
} from '#server/billing/index.ts';

export type TFeeAgreementAcceptance = {
  /** Null in the preview shown before booking. */
  acceptedAt: Date | null;
};

/**
 * The agreement as an A4 PDF: the parties side by side, the appointment, the fee, the professional's
 * terms, the mediator, and when the client accepted it. Drawn from the stored snapshot only, so the file
 * says what was accepted whatever the professional has changed since.
 */
export async function renderFeeAgreementPdf(
  content: TFeeAgreementContent,
  acceptance: TFeeAgreementAcceptance,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const { regular, bold, sanitise } = await embedPdfFonts(doc);
  const body: TStyle = { font: regular, size: BODY_SIZE };
  const strong: TStyle = { font: bold, size: BODY_SIZE };
  const small: TStyle = { font: regular, size: SMALL_SIZE, color: MUTED };
  const heading: TStyle = { font: bold, size: 11 };

  const writer = new PdfWriter(doc, sanitise, () => undefined);
  writer.newPage();
  doc.setTitle(content.title);
  doc.setAuthor(content.professional.name);

  writer.paragraph(content.title, MARGIN, CONTENT_WIDTH, { font: bold, size: 16 }, 20);
  writer.paragraph(
    acceptance.acceptedAt
      ? `Acceptée en ligne le ${parisDateTimeText(acceptance.acceptedAt)}`
      : 'Aperçu — non encore acceptée',
    MARGIN,
    CONTENT_WIDTH,
    small,
  );
  writer.y -= 14;

  const columnWidth = CONTENT_WIDTH / 2 - 10;
  const top = writer.y;
  const party = (label: string, party: TFeeAgreementContent['professional'], x: number) => {
    writer.y = top;
    writer.paragraph(label, x, columnWidth, small);
    writer.paragraph(party.name, x, columnWidth, strong);
    for (const line of party.lines) writer.paragraph(line, x, columnWidth, body);
    return writer.y;
  };
  const leftBottom = party('Le professionnel', content.professional, MARGIN);
  const rightBottom = party('Le client', content.client, MARGIN + CONTENT_WIDTH / 2 + 10);
  writer.y = Math.min(leftBottom, rightBottom) - 14;

  writer.paragraph('Rendez-vous', MARGIN, CONTENT_WIDTH, heading, 15);
  writer.paragraph(`Date\u00a0: ${content.appointment.dateText}`, MARGIN, CONTENT_WIDTH, body);
  writer.paragraph(`Mode\u00a0: ${content.appointment.modeText}`, MARGIN, CONTENT_WIDTH, body);
  writer.y -= 10;

  for (const section of content.sections) {
    writer.ensure(40);
    writer.paragraph(section.heading, MARGIN, CONTENT_WIDTH, heading, 15);
    for (const block of section.body.split(/\n{2,}/)) {
      writer.paragraph(block, MARGIN, CONTENT_WIDTH, body, LEADING);
      writer.y -= 4;
    }
    writer.y -= 8;
  }

  writer.ensure(30);
  writer.paragraph(
    acceptance.acceptedAt
      ? `Le client a accepté la présente convention en cochant «\u00a0J'accepte la convention d'honoraires de ${content.professional.name}\u00a0» lors de la réservation, le ${parisDateTimeText(acceptance.acceptedAt)}.`
      : `Le client accepte la présente convention en cochant «\u00a0J'accepte la convention d'honoraires de ${content.professional.name}\u00a0» lors de la réservation.`,
    MARGIN,
    CONTENT_WIDTH,
    small,
  );
  return doc.save();
}

/** The PDF as a download, never cached by a shared proxy (it names both parties). */
export function sendFeeAgreementPdf(
  reply: FastifyReply,
  pdf: Uint8Array,
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(pdf));
}
