import { describe, expect, it } from 'vitest';
import { formatMessageDate } from './message-date';
import { isNoPhone } from '../../phone';
import { charCount, contactSchema, newMessageSchema, refusedFields, replySchema } from './message-rules';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const NEW = { department: '2', orderNo: '', subject: 'Kargo nerede?', message: 'Merhaba,\nsiparişim gelmedi.' };

describe('new message rules (spec section 3, Message with a department)', () => {
  it('takes a message with a department and no order', () => {
    expect(newMessageSchema.safeParse(NEW).success).toBe(true);
  });

  it('asks for a department, a subject and a message in the server wording', () => {
    expect(messages(newMessageSchema.safeParse({ department: '', orderNo: '', subject: ' ', message: '' }))).toEqual({
      department: 'conversations.validation.department',
      subject: 'required',
      message: 'required',
    });
  });

  it('limits the subject to one line of 150 characters and the message to 5000', () => {
    const long = newMessageSchema.safeParse({ ...NEW, subject: 'a'.repeat(151), message: 'b'.repeat(5001) });
    expect(messages(long)).toEqual({
      subject: 'conversations.validation.subjectTooLong',
      message: 'conversations.validation.messageTooLong',
    });
    expect(newMessageSchema.safeParse({ ...NEW, subject: 'a'.repeat(150), message: 'b'.repeat(5000) }).success).toBe(true);
    expect(messages(newMessageSchema.safeParse({ ...NEW, subject: 'Kargo\nnerede' }))).toEqual({
      subject: 'conversations.validation.textInvalid',
    });
  });

  it('counts characters as the server does: trimmed, CRLF as one, an emoji as its code points', () => {
    expect(charCount('  İade\r\nlütfen  ')).toBe(11);
    expect(charCount('🙂')).toBe(1);
    expect(replySchema.safeParse({ message: `${'ş'.repeat(5000)}   ` }).success).toBe(true);
  });

  it('keeps markup as text: it is only characters', () => {
    expect(replySchema.safeParse({ message: '<b>kalın</b><script>alert(1)</script>' }).success).toBe(true);
    expect(messages(replySchema.safeParse({ message: 'a\u0000b' }))).toEqual({ message: 'conversations.validation.textInvalid' });
  });
});

describe('contact form rules', () => {
  const CONTACT = { name: 'Elif Kaya', email: 'elif@example.com', phone: '', ...NEW, security_code: 'K7M2P' };

  it('takes a guest message without a phone', () => {
    expect(contactSchema().safeParse(CONTACT).success).toBe(true);
  });

  it('asks for the email format and the security code', () => {
    expect(messages(contactSchema().safeParse({ ...CONTACT, email: 'elif@', security_code: ' ' }))).toEqual({
      email: 'email',
      security_code: 'conversations.validation.securityCode',
    });
  });

  it('checks a phone only when one is typed', () => {
    expect(messages(contactSchema().safeParse({ ...CONTACT, phone: '+90 (532) 1' }))).toEqual({ phone: 'required' });
    expect(contactSchema().safeParse({ ...CONTACT, phone: '+90 (532) 123 45 67' }).success).toBe(true);
    const input = { getAttribute: (name: string) => (name === 'data-dial-code' ? '90' : null) };
    expect(isNoPhone('+90 ', input)).toBe(true);
    expect(isNoPhone('+90 5', input)).toBe(false);
  });
});

describe('refusedFields', () => {
  it('keeps the items naming a field of the form, with the server text', () => {
    const refusal = {
      status: 0,
      data: [
        { key: 'subject', code: 'subject_too_long', statusText: 'Konu en fazla 150 karakter olabilir' },
        { key: 'other', code: 'x', statusText: 'y' },
      ],
    };
    expect(refusedFields(refusal, ['subject', 'message'] as const)).toEqual([
      { key: 'subject', message: 'Konu en fazla 150 karakter olabilir' },
    ]);
    expect(refusedFields(null, ['message'] as const)).toEqual([]);
  });
});

describe('formatMessageDate', () => {
  // 2026-03-05 11:05 UTC is 14:05 in Turkey.
  const at = Date.UTC(2026, 2, 5, 11, 5) / 1000;

  it('writes the date in the language, on Turkey’s 24-hour clock', () => {
    expect(formatMessageDate(at, 'tr')).toMatch(/5 Mar 2026.*14:05/);
    expect(formatMessageDate(at, 'en')).toMatch(/5 Mar 2026.*14:05/);
    expect(formatMessageDate(Date.UTC(2026, 2, 5, 20, 30) / 1000, 'en')).toContain('23:30');
    expect(formatMessageDate(at, 'ar')).toContain('14:05');
  });
});
