import type { Metadata } from 'next';
import { ContactForm } from '@/components/console/settings/contact-form';
import { SettingsEditor } from '@/components/console/settings/settings-editor';
import { SiteFramePreview } from '@/components/console/settings/site-frame-preview';
import type { Contact } from '@/domain/console/settings/contact';
import { loadSettingsEdit } from '@/server/console/settings/settings-drafts';
import { framePreview } from '@/server/console/settings/settings-preview';
import { consoleRoute, type ConsoleRouteProps } from '../../console-route';
import { editorKey } from '../editor-key';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Contact · Dealer console', robots: { index: false } };

/**
 * /console/settings/contact (decision 065): the address and social links of every page's footer, previewed
 * there.
 */
export default async function ContactSettingsRoute({ params }: Pick<ConsoleRouteProps, 'params'>) {
  const { host } = await params;
  const path = '/console/settings/contact';
  const access = { permission: 'settings.edit', path, section: '/console/settings' } as const;
  return consoleRoute(host, access, async ({ db, site, now }) => {
    const edit = (await loadSettingsEdit(db, site.id, { kind: 'contact' }))!;
    const contact = edit.value as Contact;
    return (
      <SettingsEditor
        title="Contact"
        intro="What the footer of every page shows. Each location's phone, email and hours are on its own settings."
        section="contact"
        edit={edit}
        timeZone={site.config.timezone}
        form={<ContactForm key={editorKey(edit)} initial={contact} />}
        preview={<SiteFramePreview preview={await framePreview(db, site, now, { contact })} />}
      />
    );
  });
}
