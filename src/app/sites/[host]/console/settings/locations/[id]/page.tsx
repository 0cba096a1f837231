import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LocationForm } from '@/components/console/settings/location-form';
import { LocationPreview } from '@/components/console/settings/location-preview';
import { SettingsEditor } from '@/components/console/settings/settings-editor';
import type { LocationSettings } from '@/domain/console/settings/location';
import { settingsSectionKey } from '@/domain/console/settings/sections';
import { dbIdTextSchema } from '@/domain/validation/db-values';
import { loadSettingsEdit } from '@/server/console/settings/settings-drafts';
import { locationPreview } from '@/server/console/settings/settings-preview';
import { listSiteLocations } from '@/server/locations/directory-queries';
import { consoleRoute } from '../../../console-route';
import { editorKey } from '../../editor-key';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Location · Dealer console', robots: { index: false } };

/**
 * /console/settings/locations/{id} (decision 065): one location's details, weekly hours and holiday hours.
 */
export default async function LocationSettingsRoute({
  params,
}: {
  params: Promise<{ host: string; id: string }>;
}) {
  const { host, id } = await params;
  const path = `/console/settings/locations/${encodeURIComponent(id)}`;
  const access = { permission: 'settings.edit', path, section: '/console/settings' } as const;
  return consoleRoute(host, access, async ({ db, site, now }) => {
    const locationId = dbIdTextSchema.safeParse(id).data;
    const location =
      locationId === undefined
        ? undefined
        : (await listSiteLocations(db, site.id)).find((row) => row.id === locationId);
    if (!location) notFound();
    const section = { kind: 'location', locationId: location.id } as const;
    const edit = await loadSettingsEdit(db, site.id, section);
    if (!edit) notFound();
    const value = edit.value as LocationSettings;
    const key = settingsSectionKey(section);
    return (
      <SettingsEditor
        title={location.name}
        intro="This location's page, its place in the header and its hours. Changes show to buyers once published."
        section={key}
        edit={edit}
        timeZone={site.config.timezone}
        form={<LocationForm key={editorKey(edit)} section={key} initial={value} />}
        preview={<LocationPreview preview={locationPreview(site, location, value, now)} />}
      />
    );
  });
}
