import { describe, expect, it } from 'vitest';
import { parseEventInput } from './event-input';

describe('parseEventInput', () => {
  it('keeps the allow-listed context of a known event', () => {
    expect(
      parseEventInput({
        eventId: 14,
        carId: 42,
        path: '/cars/2019-toyota-corolla?utm_source=x#top',
        formType: 'vehicle_enquiry',
        category: 'Vehicle Enquiry',
        carType: 'used',
        offerAccepted: false,
      }),
    ).toEqual({
      ok: true,
      event: {
        eventId: 14,
        carId: 42,
        path: '/cars/2019-toyota-corolla',
        formType: 'vehicle_enquiry',
        category: 'Vehicle Enquiry',
        carType: 'used',
        offerAccepted: false,
      },
    });
  });

  it('needs nothing but the event id', () => {
    expect(parseEventInput({ eventId: 61 })).toEqual({ ok: true, event: { eventId: 61 } });
  });

  it('refuses personal fields by name and personal data in values (decision 2)', () => {
    expect(
      parseEventInput({ eventId: 14, email: 'x', first_name: 'Jane', category: 'Call 0412 345 678' }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        email: 'Personal data is not accepted',
        first_name: 'Personal data is not accepted',
        category: 'Personal data is not accepted',
      },
    });
    expect(parseEventInput({ eventId: 49, path: '/search?email=jane@example.com' })).toEqual({
      ok: false,
      fieldErrors: { path: 'Personal data is not accepted' },
    });
  });

  it('refuses fields outside the allow-list', () => {
    expect(parseEventInput({ eventId: 4, referrer: 'https://elsewhere.example/' })).toEqual({
      ok: false,
      fieldErrors: { referrer: 'Not an accepted field' },
    });
  });

  it('names each invalid field', () => {
    expect(parseEventInput({ eventId: 5, carId: -1, path: 'https://evil.example/' })).toEqual({
      ok: false,
      fieldErrors: {
        eventId: 'Unknown event id',
        carId: 'Too small: expected number to be >0',
        path: 'expected a path on this site starting with /',
      },
    });
    expect(parseEventInput({ eventId: '14' })).toEqual({
      ok: false,
      fieldErrors: { eventId: 'expected a numeric event id' },
    });
    expect(parseEventInput({ eventId: 14, path: '//evil.example/' }).ok).toBe(false);
  });

  it('refuses anything but an object', () => {
    for (const raw of [null, [], 'event', 14]) {
      expect(parseEventInput(raw)).toEqual({ ok: false, fieldErrors: { body: 'expected a JSON object' } });
    }
  });
});
