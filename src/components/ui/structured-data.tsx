import { pageNonce } from './page-nonce';

/**
 * JSON-LD blocks; the texts come escaped from the domain (no '<' can end the element early). Each carries the
 * page's CSP nonce, as every inline script of ours does.
 */
export async function StructuredData({ scripts }: { scripts: readonly string[] }) {
  const nonce = await pageNonce();
  return scripts.map((script, i) => (
    <script key={i} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
  ));
}
