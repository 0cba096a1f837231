export type SettingsOverviewEntry = { href: string; label: string; detail: string | null; hasDraft: boolean };

/** One group of the console's settings index. */
export type SettingsOverviewGroup = {
  title: string;
  entries: SettingsOverviewEntry[];
  /** Where a new one is added (pages, offers, promotions). */
  add: { href: string; label: string; hasDraft: boolean } | null;
};
