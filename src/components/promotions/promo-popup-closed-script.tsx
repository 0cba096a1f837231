import { pageNonce } from '@/components/ui/page-nonce';
import { scriptJson } from '@/domain/navigation/json-ld';
import { POPUP_CLOSED, PROMO_CLOSED_ATTRIBUTE } from '@/domain/promotions/popup';

/**
 * Runs as the parser reaches it, before the server-drawn popup after it paints: for a visitor who closed the
 * popup (K-19, kept in local storage) it marks the document so the stylesheet hides the popup, with no flash
 * until the page's script removes it. Carries the page's CSP nonce; its values are escaped as script text (scriptJson).
 */
export async function PromoPopupClosedScript({ storageKey }: { storageKey: string }) {
  const nonce = await pageNonce();
  const script =
    `try{if(localStorage.getItem(${scriptJson(storageKey)})===${scriptJson(POPUP_CLOSED)})` +
    `document.documentElement.setAttribute(${scriptJson(PROMO_CLOSED_ATTRIBUTE)},"")}catch(e){}`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
