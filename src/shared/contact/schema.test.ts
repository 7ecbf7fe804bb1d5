import { describe, expect, it } from 'vitest';
import {
  CONTACT_DEFAULT_TITLE,
  contactMessageSchema,
  contactMessages,
  contactRequestSchema,
} from './schema.ts';

const valid = { name: 'Ada', email: 'Ada@Example.com', message: 'Hello' };

describe('contactMessageSchema', () => {
  it('accepts a message without a title and gives it the default subject', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({
      title: CONTACT_DEFAULT_TITLE,
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
    });
    expect(contactMessageSchema.parse({ ...valid, title: '   ' }).title).toBe(
      CONTACT_DEFAULT_TITLE,
    );
  });

  it('turns line breaks in the title and name into spaces (they become mail headers)', () => {
    const parsed = contactMessageSchema.parse({
      ...valid,
      title: ' Hi\r\nBcc: x@example.com ',
      name: 'Eve\n\tX-Evil: 1',
    });
    expect(parsed.title).toBe('Hi Bcc: x@example.com');
    expect(parsed.name).toBe('Eve X-Evil: 1');
  });

  it('keeps the line breaks of the message and drops other control characters', () => {
    expect(contactMessageSchema.parse({ ...valid, message: 'a\r\nb\u0000c\n\nd' }).message).toBe(
      'a\nbc\n\nd',
    );
  });

  it.each([
    [{ ...valid, name: '' }, 'name', contactMessages.nameRequired],
    [{ ...valid, name: 'x'.repeat(101) }, 'name', contactMessages.nameTooLong],
    [{ ...valid, email: 'nope' }, 'email', 'Please enter a valid email address'],
    [{ ...valid, message: ' \n ' }, 'message', contactMessages.messageRequired],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', contactMessages.messageTooLong],
    [{ ...valid, title: 'x'.repeat(201) }, 'title', contactMessages.titleTooLong],
  ])('refuses %j naming %s', (input, field, message) => {
    const result = contactMessageSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it('accepts the longest allowed fields', () => {
    const parsed = contactMessageSchema.safeParse({
      title: 't'.repeat(200),
      name: 'n'.repeat(100),
      email: 'a@example.com',
      message: 'm'.repeat(5000),
    });
    expect(parsed.success).toBe(true);
  });

  it('lets the request carry the honeypot', () => {
    expect(contactRequestSchema.parse({ ...valid, website: 'x' }).website).toBe('x');
  });
});
