import type { Database } from './client';

/** The handle a `db.transaction` callback receives: what functions that must run inside one take. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
