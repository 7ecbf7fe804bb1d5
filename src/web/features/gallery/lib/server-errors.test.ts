import { describe, expect, it } from 'vitest';
import { galleryMessages as m } from '../../../../shared/gallery/limits.ts';
import { fieldOfMessage, placeServerErrors } from './server-errors.ts';

describe('fieldOfMessage', () => {
  it('reads the field a message starts with', () => {
    expect(fieldOfMessage(m.alreadyPublished)).toBe('buildId');
    expect(fieldOfMessage(m.title)).toBe('title');
    expect(fieldOfMessage(m.writeUp)).toBe('writeUp');
    expect(fieldOfMessage(m.unknownPhoto)).toBe('photoIds');
    expect(fieldOfMessage(m.photoUnreadable('not an image this site can read'))).toBe('photo');
    expect(fieldOfMessage('Too many requests')).toBeNull();
  });
});

describe('placeServerErrors', () => {
  it("puts the server's field messages under their fields, photoIds' under the photos", () => {
    expect(
      placeServerErrors('Invalid', { title: m.title, photoIds: m.photoIds, other: 'Odd' }),
    ).toEqual({ fields: { title: m.title, photo: m.photoIds }, form: 'Odd' });
  });

  it('reads the field from the message when the server listed none', () => {
    expect(placeServerErrors(m.alreadyPublished, {})).toEqual({
      fields: { buildId: m.alreadyPublished },
      form: null,
    });
    expect(placeServerErrors('Server error: 500', {})).toEqual({
      fields: {},
      form: 'Server error: 500',
    });
  });
});
