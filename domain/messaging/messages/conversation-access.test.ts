import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_RIGHTS,
  mayAnswer,
  mayClose,
  mayHandleAttachments,
  readsForTheLawyer,
  sentByLine,
  withheldAttachmentsLine,
} from './conversation-access';

describe('who of the firm does what in a conversation (ADR 0069)', () => {
  it('lets everyone answer but a reader with the read right', () => {
    expect(CONVERSATION_RIGHTS.filter(mayAnswer)).toEqual(['own', 'edit', 'scheduling']);
    expect(CONVERSATION_RIGHTS.filter(readsForTheLawyer)).toEqual(['own', 'edit', 'scheduling']);
  });

  it('keeps files from an assistant answering about an appointment, and closing to the lawyer', () => {
    expect(CONVERSATION_RIGHTS.filter(mayHandleAttachments)).toEqual(['own', 'edit', 'read']);
    expect(CONVERSATION_RIGHTS.filter(mayClose)).toEqual(['own']);
  });

  it('says who wrote and how many files are withheld, in French', () => {
    expect(sentByLine('Julie Lefèvre')).toBe('Envoyé par Julie Lefèvre');
    expect(withheldAttachmentsLine(1)).toBe('1 pièce jointe réservée à l’avocat et aux membres du dossier');
    expect(withheldAttachmentsLine(2)).toBe(
      '2 pièces jointes réservées à l’avocat et aux membres du dossier',
    );
  });
});
