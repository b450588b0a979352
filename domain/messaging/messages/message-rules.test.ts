import { describe, expect, it } from 'vitest';
import { mayReopen, mayWrite, otherSide, shouldEmailNewMessage, unreadLabel } from './message-rules';
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
