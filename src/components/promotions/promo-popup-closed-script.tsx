import { headers } from 'next/headers';
import { nonceOfPolicy } from '@/domain/security/content-security-policy';
import { POPUP_CLOSED, PROMO_CLOSED_ATTRIBUTE } from '@/domain/promotions/popup';

/** A value written into an inline script: JSON, with `<` escaped so no `</script>` can end it early. */
const scriptLiteral = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Runs as the parser reaches it, before the server-drawn popup after it paints: for a visitor who closed the
 * popup (K-19, kept in local storage) it marks the document so the stylesheet hides the popup, with no flash
 * until the page's script removes it. Carries the page's CSP nonce (decision 033).
 */
export async function PromoPopupClosedScript({ storageKey }: { storageKey: string }) {
  const nonce = nonceOfPolicy((await headers()).get('content-security-policy')) ?? undefined;
  const script =
    `try{if(localStorage.getItem(${scriptLiteral(storageKey)})===${scriptLiteral(POPUP_CLOSED)})` +
    `document.documentElement.setAttribute(${scriptLiteral(PROMO_CLOSED_ATTRIBUTE)},"")}catch(e){}`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
