import 'server-only';
import { z } from 'zod';
import { settingsSectionKeySchema } from '@/domain/console/settings/sections';
import { issuesBody } from '@/domain/validation/issues-body';
import { consoleJson, parseConsoleInput, type ConsoleContext, type ConsoleEndpoint } from '../console-route';
import { sectionHandler } from './settings-sections';
import { discardSettingsDraft, publishSettingsDraft, saveSettingsDraft } from './settings-drafts';

const sectionOnly = z.object({ section: settingsSectionKeySchema }).strict();
const draftInput = z.object({ section: settingsSectionKeySchema, value: z.unknown() }).strict();

const GONE = { error: 'This location is not on this site' };

/**
 * POST /api/console/settings/draft {section, value}: the section's form checked by its schema (400 naming each
 * field's problem, nothing kept) and kept as its draft for the preview. Nothing buyers see changes.
 */
async function saveDraft({ db, site, staff, now }: ConsoleContext, input: unknown): Promise<Response> {
  const request = parseConsoleInput(draftInput, input);
  if (!request.ok) return request.response;
  const { section, value } = request.value;
  const handler = sectionHandler(section);
  // Another site's location is not found before its form is read: nothing of it is told, not even its rules.
  if ((await handler.loadLive(db, site.id)) === null) return consoleJson(404, GONE);
  const checked = parseConsoleInput(handler.schema, value);
  if (!checked.ok) return checked.response;
  await saveSettingsDraft(db, { siteId: site.id, staffId: staff.id, now }, section, checked.value);
  return consoleJson(200, { ok: true });
}

/** POST /api/console/settings/publish {section}: the saved draft goes live (settings-drafts.ts). */
async function publish({ db, site, staff, now }: ConsoleContext, input: unknown): Promise<Response> {
  const request = parseConsoleInput(sectionOnly, input);
  if (!request.ok) return request.response;
  const outcome = await publishSettingsDraft(
    db,
    { siteId: site.id, staffId: staff.id, now },
    request.value.section,
  );
  if (outcome === 'published') return consoleJson(200, { ok: true });
  if (outcome === 'no-draft')
    return consoleJson(409, { error: 'There is no draft to publish: save one first' });
  if (outcome === 'gone') return consoleJson(404, GONE);
  return consoleJson(400, issuesBody(outcome.invalid));
}

/** POST /api/console/settings/discard {section}: the draft is dropped; what is published stays. */
async function discard({ db, site }: ConsoleContext, input: unknown): Promise<Response> {
  const request = parseConsoleInput(sectionOnly, input);
  if (!request.ok) return request.response;
  const { section } = request.value;
  if ((await sectionHandler(section).loadLive(db, site.id)) === null) return consoleJson(404, GONE);
  const removed = await discardSettingsDraft(db, site.id, section);
  return removed
    ? consoleJson(200, { ok: true })
    : consoleJson(409, { error: 'There is no draft to discard' });
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
