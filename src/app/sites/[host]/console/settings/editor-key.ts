import type { SettingsEdit } from '@/domain/console/settings/settings-edit';

/**
 * A settings form's React key: it changes when a draft is saved, published or discarded, so the form starts
 * again from what the server now holds instead of keeping the edits it had.
 */
export function editorKey(edit: SettingsEdit): string {
  const published = edit.history[0]?.publishedAt.getTime() ?? 0;
  return `${edit.draft?.savedAt.getTime() ?? 'live'}-${published}`;
}
