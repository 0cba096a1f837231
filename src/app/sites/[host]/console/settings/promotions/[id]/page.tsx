import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PromotionPreview } from '@/components/console/settings/item-previews';
import { PromotionForm } from '@/components/console/settings/promotion-form';
import { RemoveItemButton } from '@/components/console/settings/remove-item-button';
import { SettingsEditor } from '@/components/console/settings/settings-editor';
import type { PromotionSettings } from '@/domain/console/settings/promotion';
import { itemIdOf, settingsSectionKey } from '@/domain/console/settings/sections';
import { promotionPreview } from '@/server/console/settings/item-previews';
import { loadSettingsEdit } from '@/server/console/settings/settings-drafts';
import { consoleRoute } from '../../../console-route';
import { editorKey } from '../../editor-key';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Promotion · Dealer console', robots: { index: false } };

/** /console/settings/promotions/{id|new} (decision 065): one promotion card among the search results. */
export default async function PromotionSettingsRoute({
  params,
}: {
  params: Promise<{ host: string; id: string }>;
}) {
  const { host, id } = await params;
  const path = `/console/settings/promotions/${encodeURIComponent(id)}`;
  const access = { permission: 'settings.edit', path, section: '/console/settings' } as const;
  return consoleRoute(host, access, async ({ db, site }) => {
    const promotionId = itemIdOf(id);
    if (promotionId === null) notFound();
    const section = { kind: 'promotion', promotionId } as const;
    const edit = await loadSettingsEdit(db, site.id, section);
    if (!edit) notFound();
    const value = edit.value as PromotionSettings;
    const key = settingsSectionKey(section);
    return (
      <SettingsEditor
        title={promotionId === 'new' ? 'Add a promotion' : value.title || 'Promotion'}
        intro="A card between the search results, shown while it runs. Changes show to buyers once published."
        section={key}
        edit={edit}
        timeZone={site.config.timezone}
        form={<PromotionForm key={editorKey(edit)} section={key} initial={value} />}
        preview={<PromotionPreview card={promotionPreview(value)} value={value} />}
        footer={promotionId === 'new' ? null : <RemoveItemButton section={key} what="promotion" />}
      />
    );
  });
}
