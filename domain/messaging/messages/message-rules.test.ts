import { describe, expect, it } from 'vitest';
import {
  appointmentTopicLine,
  caseTopicLine,
  mayReopen,
  mayWrite,
  otherSide,
  secureMessagesNotice,
  shouldEmailNewMessage,
  unreadLabel,
} from './message-rules';
import { ZOpenClientConversationRequest, ZSendMessageRequest } from './message-schemas';

const open = { closedAt: null, clientUserId: 'u1' };
const closed = { closedAt: new Date('2026-11-23T09:00:00Z'), clientUserId: 'u1' };
const orphan = { closedAt: new Date('2026-11-23T09:00:00Z'), clientUserId: null };

describe('message rules', () => {
  it('lets both sides write only in an open conversation whose client still exists', () => {
    expect(mayWrite(open)).toBe(true);
    expect(mayWrite(closed)).toBe(false);
    expect(mayWrite({ closedAt: null, clientUserId: null })).toBe(false);
  });

  it('reopens a closed conversation unless the client account was deleted', () => {
    expect(mayReopen(closed)).toBe(true);
    expect(mayReopen(open)).toBe(false);
    expect(mayReopen(orphan)).toBe(false);
  });

  it('sends one e-mail per conversation and recipient until they have read it', () => {
    expect(shouldEmailNewMessage(null, true)).toBe(true);
    expect(shouldEmailNewMessage(new Date(), true)).toBe(false);
    expect(shouldEmailNewMessage(null, false)).toBe(false);
  });

  it('names the other side and counts unread messages in French', () => {
    expect(otherSide('client')).toBe('professional');
    expect(otherSide('professional')).toBe('client');
    expect(unreadLabel(1)).toBe('1 message non lu');
    expect(unreadLabel(3)).toBe('3 messages non lus');
  });
});

describe('message schemas', () => {
  it('needs text or a file, and refuses NUL bytes and over-long text', () => {
    expect(ZSendMessageRequest.safeParse({ body: '  Bonjour ' }).data).toEqual({ body: 'Bonjour' });
    expect(ZSendMessageRequest.safeParse({ body: '   ' }).success).toBe(false);
    expect(
      ZSendMessageRequest.safeParse({
        body: '',
        attachment: { fileName: 'a.pdf', contentBase64: 'JVBERi0=' },
      }).success,
    ).toBe(true);
    expect(ZSendMessageRequest.safeParse({ body: 'a\u0000b' }).success).toBe(false);
    expect(ZSendMessageRequest.safeParse({ body: 'x'.repeat(5001) }).success).toBe(false);
  });

  it('opens a conversation from an appointment or a professional only', () => {
    expect(ZOpenClientConversationRequest.safeParse({ appointmentId: 3 }).success).toBe(true);
    expect(ZOpenClientConversationRequest.safeParse({ professionalId: 3 }).success).toBe(true);
    expect(ZOpenClientConversationRequest.safeParse({}).success).toBe(false);
    expect(ZOpenClientConversationRequest.safeParse({ appointmentId: -1 }).success).toBe(false);
  });
});

describe('appointmentTopicLine', () => {
  const now = new Date('2026-11-29T08:00:00Z');
  it('names the day and the Paris time, without the current year', () => {
    expect(appointmentTopicLine(new Date('2026-12-01T09:00:00Z'), now)).toBe(
      'À propos du rendez-vous du mardi 1er décembre à 10:00',
    );
  });
  it('keeps another year', () => {
    expect(appointmentTopicLine(new Date('2027-01-05T09:30:00Z'), now)).toBe(
      'À propos du rendez-vous du mardi 5 janvier 2027 à 10:30',
    );
  });
});

describe('caseTopicLine', () => {
  it('puts a no-break space before the colon', () => {
    expect(caseTopicLine('Divorce Dubois')).toBe('Dossier\u00a0: Divorce Dubois');
  });
});

describe('the secure messages banner (ADR 0049, 0069)', () => {
  it('says who reads each kind of conversation, and never that it is end to end', () => {
    expect(secureMessagesNotice('general')).toBe(
      'Messagerie sécurisée\u00a0: vos messages et pièces jointes sont chiffrés sur nos serveurs\u202f; seuls vous et votre correspondant y avez accès dans JurisRDV.',
    );
    expect(secureMessagesNotice('appointment')).toContain(
      'lue par le professionnel et par son secrétariat, qui n’ouvre pas les pièces jointes',
    );
    expect(secureMessagesNotice('case')).toContain('les membres de son cabinet chargés de ce dossier');
    for (const subject of ['general', 'appointment', 'case'] as const) {
      expect(secureMessagesNotice(subject)).toMatch(
        /^Messagerie sécurisée\u00a0: .* chiffrés sur nos serveurs/,
      );
      expect(secureMessagesNotice(subject)).not.toMatch(/bout en bout/);
    }
  });
});
