import { headers } from 'next/headers';
import { nonceOfPolicy } from '@/domain/security/content-security-policy';

/**
 * This page's CSP nonce, read from the policy the proxy gave the request (decision 033): every inline script
 * of ours carries it.
 */
export async function pageNonce(): Promise<string | undefined> {
  return nonceOfPolicy((await headers()).get('content-security-policy')) ?? undefined;
}
