import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OfferPreview } from '@/components/console/settings/item-previews';
import { OfferForm } from '@/components/console/settings/offer-form';
import { RemoveItemButton } from '@/components/console/settings/remove-item-button';
import { SettingsEditor } from '@/components/console/settings/settings-editor';
import type { OfferSettings } from '@/domain/console/settings/offer';
import { itemIdOf, settingsSectionKey } from '@/domain/console/settings/sections';
import { offerPreview } from '@/server/console/settings/item-previews';
import { loadSettingsEdit } from '@/server/console/settings/settings-drafts';
import { consoleRoute } from '../../../console-route';
import { editorKey } from '../../editor-key';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Offer · Dealer console', robots: { index: false } };

/** /console/settings/offers/{id|new} (decision 065): one offer's text, picture and last day. */
export default async function OfferSettingsRoute({
  params,
}: {
  params: Promise<{ host: string; id: string }>;
}) {
  const { host, id } = await params;
  const path = `/console/settings/offers/${encodeURIComponent(id)}`;
  const access = { permission: 'settings.edit', path, section: '/console/settings' } as const;
  return consoleRoute(host, access, async ({ db, site }) => {
    const offerId = itemIdOf(id);
    if (offerId === null) notFound();
    const section = { kind: 'offer', offerId } as const;
    const edit = await loadSettingsEdit(db, site.id, section);
    if (!edit) notFound();
    const value = edit.value as OfferSettings;
    const key = settingsSectionKey(section);
    // A new offer has no id yet: its preview's links use 0 and lead nowhere.
    const preview = offerPreview(site, offerId === 'new' ? 0 : offerId, value);
    return (
      <SettingsEditor
        title={offerId === 'new' ? 'Add an offer' : value.name || 'Offer'}
        intro="An offer on the special offers page and its own page. Changes show to buyers once published."
        section={key}
        edit={edit}
        timeZone={site.config.timezone}
        form={<OfferForm key={editorKey(edit)} section={key} initial={value} />}
        preview={<OfferPreview preview={preview} />}
        footer={offerId === 'new' ? null : <RemoveItemButton section={key} what="offer" />}
      />
    );
  });
}
