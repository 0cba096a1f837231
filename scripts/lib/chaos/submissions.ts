import http from 'node:http';
import type { Challenge } from 'altcha-lib';
import { solveCaptchaForTest } from '@/server/leads/anti-spam/testing';

/** A demo site to post leads to, with some of its cars and the enquiry form's opening values for each. */
export type ChaosTarget = {
  siteId: number;
  host: string;
  forms: { carId: number; initialValues: Record<string, unknown> }[];
};
/** `address`: the buyer's own client address, sent as X-Forwarded-For to a server that trusts one proxy. */
export type Submission = {
  key: string;
  siteId: number;
  host: string;
  address: string;
  body: Record<string, unknown>;
};
export type Ack = { key: string; siteId: number; leadId: string; status: number };
export type ClientStats = { acks: Ack[]; attempts: number; retries: number; refused: string[] };

/** Small, seedable PRNG (mulberry32): a failing run can be repeated with its printed seed. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/**
 * Each submission is a different buyer at an address of their own (198.18.0.0/15, the benchmarking range):
 * one address posting them all would be volume abuse, refused with 429 (decision 035).
 */
export function buyerAddress(index: number): string {
  return `198.${18 + (Math.floor(index / 65_536) % 2)}.${Math.floor(index / 256) % 256}.${index % 256}`;
}

/** `count` distinct enquiries spread over the targets; each carries its key in a field, to find duplicates. */
export function makeSubmissions(
  targets: ChaosTarget[],
  count: number,
  runId: string,
  random: () => number,
): Submission[] {
  return Array.from({ length: count }, (_, index) => {
    const target = targets[index % targets.length]!;
    // At least 16 characters (IDEMPOTENCY_KEY_PATTERN) whatever the run id: a seed under 46,656 is 3 base-36
    // digits, and such a run's 15-character keys were all refused.
    const key = `chaos-${runId}-${String(index).padStart(8, '0')}`;
    const form = pick(target.forms, random);
    const body = {
      form_type: 'enquiry',
      car_id: form.carId,
      location_id: null,
      idempotency_key: key,
      fields: {
        ...form.initialValues,
        name: `Chaos Buyer ${index}`,
        email: `buyer${index}@chaos.example`,
        phone: '0412 345 678',
        // The key in the message finds duplicates; the form has no free field for it.
        message: `Chaos enquiry ${key}: is this car still available?`,
        opt_in: index % 2 === 0,
        // Sites that show the terms box require it; on the others the form ignores the field.
        terms_conditions: true,
      },
      user_data: { url: '/chaos' },
      homepage_url: '',
    };
    return { key, siteId: target.siteId, host: target.host, address: buyerAddress(index), body };
  });
}

type Reply = { status: number; body: string };

function send(
  port: number,
  submission: Submission,
  agent: http.Agent,
  request: { method: 'GET' | 'POST'; path: string; body?: string },
): Promise<Reply> {
  const { host, address } = submission;
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        path: request.path,
        method: request.method,
        agent,
        timeout: 30_000,
        headers: { host, 'content-type': 'application/json', 'x-forwarded-for': address },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('request timed out')));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * What the form does when it opens: fetch the site's proof-of-work challenge and solve it (the chaos sites run
 * the test difficulty). Retried like the submission while the server is down.
 */
async function solvedCaptcha(port: number, submission: Submission, agent: http.Agent): Promise<string> {
  const path = `/api/altcha?form=${String(submission.body.form_type)}`;
  const deadline = Date.now() + CHALLENGE_DEADLINE_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const reply = await send(port, submission, agent, { method: 'GET', path }).catch(() => null);
    if (reply?.status === 200) return solveCaptchaForTest(JSON.parse(reply.body) as Challenge);
    if (reply) last = `HTTP ${reply.status} ${reply.body.slice(0, 200)}`;
    await sleep(100 + Math.random() * 200);
  }
  throw new Error(`${submission.key}: no proof-of-work challenge from ${path} in 5 minutes (${last})`);
}

/** A restart takes seconds; a server that gives no challenge for this long is broken, and the run says so. */
const CHALLENGE_DEADLINE_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `clients` concurrent buyers working through the submissions; each retries its submission with the
 * same key (connection refused or reset, timeouts, 5xx) until it gets a lead_id. A 4xx is not retried:
 * the same body can never succeed, so it is recorded as refused.
 */
export async function runClients(
  port: number,
  submissions: Submission[],
  clients: number,
  onAck: (count: number) => void,
): Promise<ClientStats> {
  const stats: ClientStats = { acks: [], attempts: 0, retries: 0, refused: [] };
  let next = 0;
  const client = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (next < submissions.length) {
      const submission = submissions[next++]!;
      const captcha = await solvedCaptcha(port, submission, agent);
      // The form's open time and its proof of work stay the same on every retry, as in the browser.
      const body = JSON.stringify({ ...submission.body, captcha, opened_at: Date.now() - 20_000 });
      for (let attempt = 0; ; attempt += 1) {
        stats.attempts += 1;
        if (attempt > 0) stats.retries += 1;
        const reply = await send(port, submission, agent, {
          method: 'POST',
          path: '/api/leads',
          body,
        }).catch(() => null);
        if (reply && (reply.status === 200 || reply.status === 201)) {
          const leadId = (JSON.parse(reply.body) as { lead_id: string }).lead_id;
          stats.acks.push({ key: submission.key, siteId: submission.siteId, leadId, status: reply.status });
          onAck(stats.acks.length);
          break;
        }
        if (reply && reply.status >= 400 && reply.status < 500) {
          stats.refused.push(`${submission.key}: HTTP ${reply.status} ${reply.body.slice(0, 200)}`);
          break;
        }
        await sleep(100 + Math.random() * 200);
      }
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: clients }, client));
  return stats;
}
