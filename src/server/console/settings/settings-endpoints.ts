import 'server-only';
import { z } from 'zod';
import {
  sectionItem,
  settingsSectionKeySchema,
  settingsSectionPath,
  type SettingsSection,
} from '@/domain/console/settings/sections';
import { issuesBody } from '@/domain/validation/issues-body';
import { consoleJson, parseConsoleInput, type ConsoleContext, type ConsoleEndpoint } from '../console-route';
import { sectionHandler } from './settings-sections';
import { discardSettingsDraft, publishSettingsDraft, saveSettingsDraft } from './settings-drafts';
import { removeSettingsItem } from './settings-removal';

const sectionOnly = z.object({ section: settingsSectionKeySchema }).strict();
const draftInput = z.object({ section: settingsSectionKeySchema, value: z.unknown() }).strict();

const GONE_MESSAGES: Record<SettingsSection['kind'], string> = {
  branding: 'This section is not on this site',
  contact: 'This section is not on this site',
  location: 'This location is not on this site',
  page: 'This page is not on this site',
  offer: 'This offer is not on this site',
  promotion: 'This promotion is not on this site',
};

const gone = (section: SettingsSection) => consoleJson(404, { error: GONE_MESSAGES[section.kind] });

/**
 * POST /api/console/settings/draft {section, value}: the section's form checked by its schema (400 naming each
 * field's problem, nothing kept) and kept as its draft for the preview. Nothing buyers see changes.
 */
async function saveDraft({ db, site, staff, now }: ConsoleContext, input: unknown): Promise<Response> {
  const request = parseConsoleInput(draftInput, input);
  if (!request.ok) return request.response;
  const { section, value } = request.value;
  const handler = sectionHandler(section);
  // Another site's location or item is not found before its form is read: nothing of it is told, not even its rules.
  if ((await handler.loadLive(db, site.id)) === null) return gone(section);
  const checked = parseConsoleInput(handler.schema, value);
  if (!checked.ok) return checked.response;
  const conflicts = (await handler.conflicts?.(db, site.id, checked.value)) ?? [];
  if (conflicts.length > 0) return consoleJson(400, issuesBody(conflicts));
  await saveSettingsDraft(db, { siteId: site.id, staffId: staff.id, now }, section, checked.value);
  return consoleJson(200, { ok: true });
}

/** POST /api/console/settings/publish {section}: the saved draft goes live (settings-drafts.ts). */
async function publish({ db, site, staff, now }: ConsoleContext, input: unknown): Promise<Response> {
  const request = parseConsoleInput(sectionOnly, input);
  if (!request.ok) return request.response;
  const { section } = request.value;
  const outcome = await publishSettingsDraft(db, { siteId: site.id, staffId: staff.id, now }, section);
  if (outcome === 'published') return consoleJson(200, { ok: true });
  if (outcome === 'no-draft')
    return consoleJson(409, { error: 'There is no draft to publish: save one first' });
  if (outcome === 'gone') return gone(section);
  // A new item's page is its own path from now on: the console goes there.
  if ('created' in outcome) return consoleJson(200, { ok: true, href: settingsSectionPath(outcome.created) });
  return consoleJson(400, issuesBody(outcome.invalid));
}

/** POST /api/console/settings/discard {section}: the draft is dropped; what is published stays. */
async function discard({ db, site }: ConsoleContext, input: unknown): Promise<Response> {
  const request = parseConsoleInput(sectionOnly, input);
  if (!request.ok) return request.response;
  const { section } = request.value;
  if ((await sectionHandler(section).loadLive(db, site.id)) === null) return gone(section);
  const removed = await discardSettingsDraft(db, site.id, section);
  return removed
    ? consoleJson(200, { ok: true })
    : consoleJson(409, { error: 'There is no draft to discard' });
}

/**
 * POST /api/console/settings/remove {section}: a page, offer or promotion is deleted with its draft, and the
 * removal recorded (settings-removal.ts). The site-wide sections and locations cannot be removed here.
 */
async function remove({ db, site, staff, now }: ConsoleContext, input: unknown): Promise<Response> {
  const request = parseConsoleInput(sectionOnly, input);
  if (!request.ok) return request.response;
  const { section } = request.value;
  const item = sectionItem(section);
  if (!item || item.id === 'new')
    return consoleJson(400, { error: 'Only a published page, offer or promotion can be removed' });
  const removed = await removeSettingsItem(db, { siteId: site.id, staffId: staff.id, now }, section);
  return removed ? consoleJson(200, { ok: true }) : gone(section);
}

const settingsEndpoint = (name: string, run: ConsoleEndpoint['run']): ConsoleEndpoint => ({
  path: `/api/console/settings/${name}`,
  method: 'POST',
  permission: 'settings.edit',
  run,
});

export const SETTINGS_DRAFT_ENDPOINT = settingsEndpoint('draft', saveDraft);
export const SETTINGS_PUBLISH_ENDPOINT = settingsEndpoint('publish', publish);
export const SETTINGS_DISCARD_ENDPOINT = settingsEndpoint('discard', discard);
export const SETTINGS_REMOVE_ENDPOINT = settingsEndpoint('remove', remove);
