/** A settings section as the console edits it. */
export type SettingsEdit = {
  /** What the form shows: the draft when there is one, else what is published. */
  value: unknown;
  draft: { savedAt: Date; savedBy: string } | null;
  history: { publishedAt: Date; publishedBy: string }[];
};
