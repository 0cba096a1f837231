import { randomUUID } from 'node:crypto';
import type { Challenge } from 'altcha-lib';
import { solveCaptchaForTest } from '@/server/leads/anti-spam/testing';
import { send, type Reply } from './client';

/** A buyer: their own address (X-Forwarded-For) and contact details, so no other buyer's limits touch them. */
export type Buyer = { name: string; email: string; phone: string; clientIp: string };

export type LeadPost = {
  port: number;
  /** Where the form fetched its challenge; the same instance unless given. */
  challengePort?: number;
  host: string;
  buyer: Buyer;
  kind: 'enquiry' | 'test_drive';
  carId: number;
  initialValues: Record<string, unknown>;
  /** The test drive's chosen time (an ISO instant the appointments API offered). */
  dateTime?: string;
  /** Names the lead in its message; each post gets its own idempotency key. */
  key: string;
};

/** What the form does: fetch the site's challenge from the same instance, solve it, post the lead. */
export async function postLead(post: LeadPost): Promise<Reply> {
  const { port, host, buyer } = post;
  const challenge = await send(post.challengePort ?? port, {
    host,
    path: `/api/altcha?form=${post.kind}`,
    clientIp: buyer.clientIp,
  });
  if (challenge.status !== 200) throw new Error(`challenge: HTTP ${challenge.status} ${challenge.body}`);
  const captcha = await solveCaptchaForTest(JSON.parse(challenge.body) as Challenge);
  const body = {
    form_type: post.kind,
    car_id: post.carId,
    location_id: null,
    idempotency_key: randomUUID(),
    captcha,
    opened_at: Date.now() - 20_000,
    fields: {
      ...post.initialValues,
      name: buyer.name,
      email: buyer.email,
      phone: buyer.phone,
      message: `Instances check ${post.key}`,
      opt_in: false,
      terms_conditions: true,
      ...(post.dateTime ? { dateTime: post.dateTime } : {}),
    },
    user_data: { url: '/instances-check' },
    homepage_url: '',
  };
  return send(port, { host, path: '/api/leads', body, clientIp: buyer.clientIp });
}

/** Buyer number `n` of this run: 198.18.0.0/15 is reserved for benchmarks, so no real address is used. */
export function buyer(n: number): Buyer {
  return {
    name: `Instances Buyer ${n}`,
    email: `instances-buyer-${n}@example.com`,
    phone: `04${String(10_000_000 + n).slice(-8)}`,
    clientIp: `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  };
}
