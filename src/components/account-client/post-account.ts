/** What an account endpoint answered, as the sign-in form needs it. */
export type AccountReply =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; message: string; field: 'address' | 'code' | null };

const OFFLINE = 'We could not reach the server. Check your connection and try again.';

/** POSTs JSON to one of /api/account/…; every failure comes back as a message for the buyer. */
export async function postAccount(path: string, body: unknown): Promise<AccountReply> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, message: OFFLINE, field: null };
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, body: answer };
  const message =
    typeof answer.error === 'string' ? answer.error : `Something went wrong (HTTP ${response.status}).`;
  const field = answer.field === 'address' || answer.field === 'code' ? answer.field : null;
  return { ok: false, message, field };
}
