import 'server-only';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DirectoryModel, ModelFacetRow } from '@/domain/catalogue/model-directory';
import type { Database } from '@/server/db/client';
import { manufacturers, models } from '@/server/db/schema';

/** Only active models are listed; 'inactive' ones stay in the data for old links and breadcrumbs. */
/** A model with a page (`/models/{slug}`) and a directory card; others are discontinued or hidden. */
export const ACTIVE_MODEL_STATUS = 'active';

const BODY_COLUMNS = [models.manufacturerBody, models.manufacturerBody2, models.manufacturerBody3];

function activeModels(siteId: number): SQL | undefined {
  return and(eq(models.siteId, siteId), eq(models.status, ACTIVE_MODEL_STATUS));
}

/** The columns a facet row is read from; the three body columns become one list (withBodies). */
const FACET_COLUMNS = {
  manufacturerSlug: manufacturers.slug,
  manufacturerName: manufacturers.name,
  body1: models.manufacturerBody,
  body2: models.manufacturerBody2,
  body3: models.manufacturerBody3,
};

type BodyColumns = { body1: string | null; body2: string | null; body3: string | null };

function withBodies<T extends BodyColumns>({ body1, body2, body3, ...row }: T) {
  const bodies = [body1, body2, body3].filter((body): body is string => body !== null && body.trim() !== '');
  return { ...row, bodies };
}

/** Make and bodies of every active model of one site: what the directory's filters and heading are made of. */
export async function listModelFacetRows(db: Database, siteId: number): Promise<ModelFacetRow[]> {
  const rows = await db
    .select(FACET_COLUMNS)
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(activeModels(siteId));
  return rows.map(withBodies);
}

export type DirectoryQuery = {
  /** Manufacturer slug. */
  makeSlug?: string;
  /** Stored body values (any of the three body columns matches, K-25); [] matches nothing. */
  bodies?: readonly string[];
  limit: number;
  offset: number;
};

function directoryWhere(siteId: number, query: DirectoryQuery): SQL | undefined {
  const bodies = query.bodies && [...query.bodies];
  return and(
    activeModels(siteId),
    query.makeSlug === undefined ? undefined : eq(manufacturers.slug, query.makeSlug),
    bodies === undefined
      ? undefined
      : bodies.length === 0
        ? sql`false`
        : or(...BODY_COLUMNS.map((column) => inArray(column, bodies))),
  );
}

/** What a model card (and a model page's hero) is read from. */
const DIRECTORY_MODEL_COLUMNS = {
  id: models.id,
  name: models.name,
  slug: models.slug,
  overrideUrl: models.overrideUrl,
  // K-25 proposal: cloudfront_new_image_url, else image.url.
  imageUrl: sql<string | null>`coalesce(${models.cloudfrontNewImageUrl}, ${models.imageUrl})`,
  ...FACET_COLUMNS,
};

/** B-41: the active model of this site with this slug, or null (unknown, inactive or another site's). */
export async function findActiveModel(
  db: Database,
  siteId: number,
  slug: string,
): Promise<DirectoryModel | null> {
  const [row] = await db
    .select(DIRECTORY_MODEL_COLUMNS)
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(and(activeModels(siteId), eq(models.slug, slug)));
  return row ? withBodies(row) : null;
}

/**
 * Models in directory order: by manufacturer then model name. Names sort by their lower-case bytes so PGlite
 * and PostgreSQL (other collations) page identically.
 */
function selectInDirectoryOrder(db: Database, where: SQL | undefined) {
  return db
    .select(DIRECTORY_MODEL_COLUMNS)
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(where)
    .orderBy(
      sql`lower(${manufacturers.name}) collate "C"`,
      sql`lower(${models.name}) collate "C"`,
      asc(models.id),
    );
}

/** Every active model of a site, in directory order (the site chrome's footer bodies and models menu). */
export async function listActiveModels(db: Database, siteId: number): Promise<DirectoryModel[]> {
  return (await selectInDirectoryOrder(db, activeModels(siteId))).map(withBodies);
}

/** One page of a site's active models, in directory order, with the number of matches (C-93). */
export async function listDirectoryModels(
  db: Database,
  siteId: number,
  query: DirectoryQuery,
): Promise<{ models: DirectoryModel[]; count: number }> {
  const where = directoryWhere(siteId, query);
  const rows = await selectInDirectoryOrder(db, where).limit(query.limit).offset(query.offset);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(where);
  return {
    models: rows.map(withBodies),
    count: total?.count ?? 0,
  };
}

/** The slugs of this site's active models, by slug: each has a page at /models/{slug} (the sitemap). */
export async function listActiveModelSlugs(db: Database, siteId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: models.slug })
    .from(models)
    .where(activeModels(siteId))
    .orderBy(asc(models.slug));
  return rows.map((row) => row.slug);
}
