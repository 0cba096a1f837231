'use client';

import { useConsolePost } from '../use-console-post';

const SAVED = 'Draft saved. The preview below shows it; buyers see nothing until you publish.';

/** A settings form's Save: its values go to the section's draft, checked by the server, and the preview redraws. */
export function useSettingsDraft(section: string) {
  const action = useConsolePost('/api/console/settings/draft');
  const save = (value: Record<string, unknown>) => action.post({ section, value }, () => SAVED);
  /** The server's problem for a field path ('colors.primary', 'hours.0.days.2.opens'). */
  const errorAt = (path: string): string | undefined => action.fieldErrors[path];
  return { ...action, save, errorAt };
}
