import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPagePreview } from '@/components/console/settings/item-previews';
import { PageForm } from '@/components/console/settings/page-form';
import { RemoveItemButton } from '@/components/console/settings/remove-item-button';
import { SettingsEditor } from '@/components/console/settings/settings-editor';
import type { PageSettings } from '@/domain/console/settings/page';
import { itemIdOf, settingsSectionKey } from '@/domain/console/settings/sections';
import { loadSettingsEdit } from '@/server/console/settings/settings-drafts';
import { consoleRoute } from '../../../console-route';
import { editorKey } from '../../editor-key';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Page · Dealer console', robots: { index: false } };

/** /console/settings/pages/{id|new} (decision 065): one content page's title, address and Markdown text. */
export default async function PageSettingsRoute({
  params,
}: {
  params: Promise<{ host: string; id: string }>;
}) {
  const { host, id } = await params;
  const path = `/console/settings/pages/${encodeURIComponent(id)}`;
  const access = { permission: 'settings.edit', path, section: '/console/settings' } as const;
  return consoleRoute(host, access, async ({ db, site }) => {
    const pageId = itemIdOf(id);
    if (pageId === null) notFound();
    const section = { kind: 'page', pageId } as const;
    const edit = await loadSettingsEdit(db, site.id, section);
    if (!edit) notFound();
    const value = edit.value as PageSettings;
    const key = settingsSectionKey(section);
    return (
      <SettingsEditor
        title={pageId === 'new' ? 'Add a page' : value.title || 'Page'}
        intro="A page of the site in Markdown. Changes show to buyers once published."
        section={key}
        edit={edit}
        timeZone={site.config.timezone}
        form={<PageForm key={editorKey(edit)} section={key} initial={value} />}
        preview={<ContentPagePreview value={value} />}
        footer={pageId === 'new' ? null : <RemoveItemButton section={key} what="page" />}
      />
    );
  });
}
