import type { TAccessibleDocument, TDocumentBlock } from '#domain/kernel/documents/accessible-document.ts';
import { parisDateTimeText, type TFeeAgreementContent } from './fee-agreement-content';

/**
 * The agreement as a document: the parties, the appointment, the fee, the professional's terms, the mediator, and
 * when the client accepted it (null in the preview shown before booking). Its PDF and its accessible HTML version
 * are both drawn from this, from the stored snapshot only.
 */
export function feeAgreementDocument(
  content: TFeeAgreementContent,
  acceptedAt: Date | null,
): TAccessibleDocument {
  const party = (label: string, of: TFeeAgreementContent['professional']): TDocumentBlock[] => [
    { kind: 'heading', level: 2, text: label },
    { kind: 'paragraph', text: of.name, tone: 'strong' },
    ...of.lines.map((line): TDocumentBlock => ({ kind: 'paragraph', text: line })),
  ];
  const acceptance = `«\u00a0J'accepte la convention d'honoraires de ${content.professional.name}\u00a0»`;
  return {
    title: content.title,
    lang: 'fr-FR',
    author: content.professional.name,
    blocks: [
      { kind: 'heading', level: 1, text: content.title },
      {
        kind: 'paragraph',
        tone: 'small',
        text: acceptedAt
          ? `Acceptée en ligne le ${parisDateTimeText(acceptedAt)}`
          : 'Aperçu — non encore acceptée',
      },
      { kind: 'space' },
      ...party('Le professionnel', content.professional),
      ...party('Le client', content.client),
      { kind: 'heading', level: 2, text: 'Rendez-vous' },
      { kind: 'paragraph', text: `Date\u00a0: ${content.appointment.dateText}` },
      { kind: 'paragraph', text: `Mode\u00a0: ${content.appointment.modeText}` },
      ...content.sections.flatMap((section): TDocumentBlock[] => [
        { kind: 'heading', level: 2, text: section.heading },
        ...section.body
          .split(/\n{2,}/)
          .filter((block) => block.trim() !== '')
          .map((block): TDocumentBlock => ({ kind: 'paragraph', text: block })),
      ]),
      { kind: 'space' },
      {
        kind: 'paragraph',
        tone: 'small',
        text: acceptedAt
          ? `Le client a accepté la présente convention en cochant ${acceptance} lors de la réservation, le ${parisDateTimeText(acceptedAt)}.`
          : `Le client accepte la présente convention en cochant ${acceptance} lors de la réservation.`,
      },
    ],
  };
}
