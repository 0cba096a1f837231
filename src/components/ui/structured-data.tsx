import { headers } from 'next/headers';
import { nonceOfPolicy } from '@/domain/security/content-security-policy';

/**
 * JSON-LD blocks; the texts come escaped from the domain (no '<' can end the element early). Each carries the
 * page's CSP nonce, read from the policy the proxy gave the request (decision 033), as every inline script of
 * ours does.
 */
export async function StructuredData({ scripts }: { scripts: readonly string[] }) {
  const nonce = nonceOfPolicy((await headers()).get('content-security-policy')) ?? undefined;
  return scripts.map((script, i) => (
    <script key={i} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
  ));
}
