import type { Metadata } from 'next';
import { BrandingForm } from '@/components/console/settings/branding-form';
import { SettingsEditor } from '@/components/console/settings/settings-editor';
import { SiteFramePreview } from '@/components/console/settings/site-frame-preview';
import type { Branding } from '@/domain/console/settings/branding';
import { loadSettingsEdit } from '@/server/console/settings/settings-drafts';
import { framePreview } from '@/server/console/settings/settings-preview';
import { consoleRoute, type ConsoleRouteProps } from '../../console-route';
import { editorKey } from '../editor-key';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Branding · Dealer console', robots: { index: false } };

/**
 * /console/settings/branding (decision 065): the site's name, logo and colours, previewed on its header
 * and footer.
 */
export default async function BrandingSettingsRoute({ params }: Pick<ConsoleRouteProps, 'params'>) {
  const { host } = await params;
  const path = '/console/settings/branding';
  const access = { permission: 'settings.edit', path, section: '/console/settings' } as const;
  return consoleRoute(host, access, async ({ db, site, now }) => {
    const edit = (await loadSettingsEdit(db, site.id, { kind: 'branding' }))!;
    const branding = edit.value as Branding;
    return (
      <SettingsEditor
        title="Branding"
        intro="The name buyers see, the logo in the header and the colours of every page."
        section="branding"
        edit={edit}
        timeZone={site.config.timezone}
        form={<BrandingForm key={editorKey(edit)} initial={branding} />}
        preview={<SiteFramePreview preview={await framePreview(db, site, now, { branding })} />}
      />
    );
  });
}
