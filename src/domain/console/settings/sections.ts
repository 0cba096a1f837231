import { z } from 'zod';
import { dbIdSchema } from '@/domain/validation/db-values';

/** A page, offer or promotion of the site: an existing row's id, or 'new' for one not written yet. */
export type ItemId = number | 'new';

/**
 * Decision 065: the site settings the console edits, each saved as a draft, previewed, then published. A
 * location's settings (details, weekly and holiday hours) are one section per location; each content page,
 * offer and promotion is one section too, and 'new' is the one being added.
 */
export type SettingsSection =
  | { kind: 'branding' }
  | { kind: 'contact' }
  | { kind: 'location'; locationId: number }
  | { kind: 'page'; pageId: ItemId }
  | { kind: 'offer'; offerId: ItemId }
  | { kind: 'promotion'; promotionId: ItemId };

export const ITEM_KINDS = ['page', 'offer', 'promotion'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The item a section edits, or null for the site-wide sections and locations (which cannot be removed). */
export function sectionItem(section: SettingsSection): { kind: ItemKind; id: ItemId } | null {
  switch (section.kind) {
    case 'page':
      return { kind: 'page', id: section.pageId };
    case 'offer':
      return { kind: 'offer', id: section.offerId };
    case 'promotion':
      return { kind: 'promotion', id: section.promotionId };
    default:
      return null;
  }
}

/** The section of one item. */
export function itemSection(kind: ItemKind, id: ItemId): SettingsSection {
  if (kind === 'page') return { kind, pageId: id };
  if (kind === 'offer') return { kind, offerId: id };
  return { kind, promotionId: id };
}

/** A draft's key in settings_drafts.section: 'branding', 'contact', 'location:{id}', 'page:{id}', 'page:new', … */
export function settingsSectionKey(section: SettingsSection): string {
  if (section.kind === 'location') return `location:${section.locationId}`;
  const item = sectionItem(section);
  return item ? `${item.kind}:${item.id}` : section.kind;
}

const ID_KEY = /^(location|page|offer|promotion):(\d{1,10}|new)$/;

/** The section a key names, or null for anything else. */
export function settingsSectionOf(key: string): SettingsSection | null {
  if (key === 'branding' || key === 'contact') return { kind: key };
  const match = ID_KEY.exec(key);
  if (!match) return null;
  const [, kind, idText] = match as unknown as [string, 'location' | ItemKind, string];
  if (idText === 'new') return kind === 'location' ? null : itemSection(kind, 'new');
  const id = dbIdSchema.safeParse(Number(idText)).data;
  if (id === undefined) return null;
  return kind === 'location' ? { kind, locationId: id } : itemSection(kind, id);
}

export const settingsSectionKeySchema = z
  .string()
  .max(40)
  .transform((key, context) => {
    const section = settingsSectionOf(key);
    if (section) return section;
    context.addIssue({ code: 'custom', message: 'Unknown settings section' });
    return z.NEVER;
  });

const ITEM_FOLDERS: Record<ItemKind, string> = { page: 'pages', offer: 'offers', promotion: 'promotions' };

/** Where each section is edited in the console. */
export function settingsSectionPath(section: SettingsSection): string {
  if (section.kind === 'location') return `/console/settings/locations/${section.locationId}`;
  const item = sectionItem(section);
  return item
    ? `/console/settings/${ITEM_FOLDERS[item.kind]}/${item.id}`
    : `/console/settings/${section.kind}`;
}

/** The item a console path's segment names: 'new', or a database id; null for anything else. */
export function itemIdOf(segment: string): ItemId | null {
  if (segment === 'new') return 'new';
  return /^\d{1,10}$/.test(segment) ? (dbIdSchema.safeParse(Number(segment)).data ?? null) : null;
}
