import 'server-only';
import type { DBAdapter, DBTransactionAdapter, Where } from 'better-auth/types';

/** The field better-auth knows as `siteId` on every auth model (added by the site-scope plugin). */
export const SITE_FIELD = 'siteId';

const scoped = (where: Where[] | undefined, siteId: number): Where[] => [
  ...(where ?? []),
  { field: SITE_FIELD, value: siteId, operator: 'eq', connector: 'AND' },
];

function scopeOperations(adapter: DBTransactionAdapter, siteId: number): DBTransactionAdapter {
  return {
    ...adapter,
    create: (input) => adapter.create({ ...input, data: { ...input.data, [SITE_FIELD]: siteId } }),
    findOne: (input) => adapter.findOne({ ...input, where: scoped(input.where, siteId) }),
    findMany: (input) => adapter.findMany({ ...input, where: scoped(input.where, siteId) }),
    count: (input) => adapter.count({ ...input, where: scoped(input.where, siteId) }),
    update: (input) => adapter.update({ ...input, where: scoped(input.where, siteId) }),
    updateMany: (input) => adapter.updateMany({ ...input, where: scoped(input.where, siteId) }),
    delete: (input) => adapter.delete({ ...input, where: scoped(input.where, siteId) }),
    deleteMany: (input) => adapter.deleteMany({ ...input, where: scoped(input.where, siteId) }),
    consumeOne: (input) => adapter.consumeOne({ ...input, where: scoped(input.where, siteId) }),
    incrementOne: (input) => adapter.incrementOne({ ...input, where: scoped(input.where, siteId) }),
  };
}

/**
 * better-auth's database adapter confined to one site: every row it writes carries the site's id and every
 * read, update and delete matches it (an AND beside whatever better-auth asks, its OR groups included). An
 * address, a code or a session token of one dealer's site is therefore unknown on another's, even though the
 * tables are shared. The site never comes from the request body: it is bound when the site's auth is built.
 */
export function scopeAdapterToSite(adapter: DBAdapter, siteId: number): DBAdapter {
  return {
    ...scopeOperations(adapter, siteId),
    id: adapter.id,
    options: adapter.options,
    transaction: (callback) => adapter.transaction((trx) => callback(scopeOperations(trx, siteId))),
  };
}
