import { describe, expect, it } from 'vitest';
import { NETWORK_FAILURE_OUTCOME, leadOutcome } from './outcome';

const ORDER = ['category', 'message', 'name', 'email', 'phone'];

describe('leadOutcome (H-20..H-25)', () => {
  it('is success for 201 and for 200 (the key was stored before)', () => {
    expect(leadOutcome(201, { lead_id: 'abc' }, ORDER)).toEqual({ kind: 'success', leadId: 'abc' });
    expect(leadOutcome(200, { lead_id: 'abc' }, ORDER)).toEqual({ kind: 'success', leadId: 'abc' });
    // Decision 032: a test drive stored without its time held carries the server's notice.
    expect(
      leadOutcome(201, { lead_id: 'abc', notice: 'Your requested test-drive time is not booked yet' }, ORDER),
    ).toEqual({
      kind: 'success',
      leadId: 'abc',
      timeUnconfirmed: true,
    });
  });

  it("carries the server's receipt for /success, and drops one that is not a receipt (decision 052)", () => {
    const receipt = '3f2a9c1b-0d4e-4f5a-8b6c-7d8e9f0a1b2c.AAAAAAAAAAAAAAAAAAAA_-';
    expect(leadOutcome(201, { lead_id: 'abc', receipt }, ORDER)).toEqual({
      kind: 'success',
      leadId: 'abc',
      receipt,
    });
    expect(leadOutcome(201, { lead_id: 'abc', receipt: '//evil.example' }, ORDER)).toEqual({
      kind: 'success',
      leadId: 'abc',
    });
  });

  it('goes on to a same-site page or an https payment page, never one that normalises off the site', () => {
    const next = (value: string) => leadOutcome(201, { lead_id: 'abc', next: value }, ORDER);
    expect(next('/reservations/7')).toEqual({ kind: 'success', leadId: 'abc', next: '/reservations/7' });
    const pay = 'https://checkout.stripe.com/c/pay/cs_test_1';
    expect(next(pay)).toEqual({ kind: 'success', leadId: 'abc', next: pay });
    for (const hostile of ['/..//evil.example', '/\\evil.example', '//evil.example', 'http://evil.example'])
      expect(next(hostile)).toEqual({ kind: 'success', leadId: 'abc' });
  });

  it("carries a trade-in valuation's estimate, and drops one it cannot read (issue 15)", () => {
    const valuation = { kind: 'unavailable', message: 'The dealer will value your car.' };
    expect(leadOutcome(201, { lead_id: 'abc', valuation }, ORDER)).toEqual({
      kind: 'success',
      leadId: 'abc',
      valuation,
    });
    expect(leadOutcome(201, { lead_id: 'abc', valuation: { kind: 'estimate' } }, ORDER)).toEqual({
      kind: 'success',
      leadId: 'abc',
    });
  });

  it("shows 'An unexpected error occured' for an answer without lead_id or error, and may resend", () => {
    expect(leadOutcome(200, {}, ORDER)).toEqual({
      kind: 'failed',
      message: 'An unexpected error occured',
      retry: 'resend',
    });
    expect(leadOutcome(500, 'Internal Server Error', ORDER)).toEqual({
      kind: 'failed',
      message: 'An unexpected error occured',
      retry: 'resend',
    });
  });

  it('shows the returned error of a 5xx, 422 or 429', () => {
    expect(leadOutcome(503, { error: 'Try again soon' }, ORDER)).toEqual({
      kind: 'failed',
      message: 'Try again soon',
      retry: 'resend',
    });
    expect(leadOutcome(422, { error: 'Key reused' }, ORDER)).toEqual({
      kind: 'failed',
      message: 'Key reused',
      retry: 'new-key',
    });
    const wait = 'Too many submissions from this address. Please try again in 6 minutes.';
    expect(leadOutcome(429, { error: wait }, ORDER)).toEqual({
      kind: 'failed',
      message: wait,
      retry: 'keep-key',
    });
  });

  it("says to wait for a 429 without a message (a proxy's own limit), keeping the key (decision 035)", () => {
    expect(leadOutcome(429, '<html>Too Many Requests</html>', ORDER)).toEqual({
      kind: 'failed',
      message: 'Too many submissions. Please try again later.',
      retry: 'keep-key',
    });
  });

  it('lists 400 field errors in form order, first message of each', () => {
    const outcome = leadOutcome(
      400,
      {
        error: 'Invalid',
        fieldErrors: { email: ['Bad email', 'Second'], category: 'Category is required.' },
      },
      ORDER,
    );
    expect(outcome).toEqual({
      kind: 'invalid',
      fieldErrors: [
        { field: 'category', message: 'Category is required.' },
        { field: 'email', message: 'Bad email' },
      ],
      formError: null,
      retry: 'keep-key',
    });
  });

  it('shows messages for names the form does not have as the alert', () => {
    const outcome = leadOutcome(
      400,
      { error: 'Invalid', fieldErrors: { captcha: 'Captcha verification failed. Please try again.' } },
      ORDER,
    );
    expect(outcome).toEqual({
      kind: 'invalid',
      fieldErrors: [],
      formError: 'Captcha verification failed. Please try again.',
      retry: 'keep-key',
    });
    expect(leadOutcome(400, { error: 'Bad request' }, ORDER)).toMatchObject({ formError: 'Bad request' });
  });

  it('offers the returned times when the slot was taken', () => {
    expect(leadOutcome(409, { error: 'Taken', slots: ['2025-10-06T10:00:00+10:00', 3] }, ORDER)).toEqual({
      kind: 'slot-taken',
      message: 'Taken',
      slots: ['2025-10-06T10:00:00+10:00'],
      retry: 'keep-key',
    });
    expect(leadOutcome(409, { slots: [] }, ORDER)).toMatchObject({
      message: 'Sorry, that time is no longer available. Please choose another time.',
    });
  });

  it('treats a network failure as unknown, with the spec text', () => {
    expect(NETWORK_FAILURE_OUTCOME).toEqual({
      kind: 'failed',
      message: 'An error occurred when submitting this form',
      retry: 'resend',
    });
  });
});
