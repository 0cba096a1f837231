import 'server-only';
import { and, eq } from 'drizzle-orm';
import {
  stockChangesOf,
  stockEditSchema,
  stockStateColumns,
  stockStateOf,
  type EditableStock,
  type StockState,
} from '@/domain/console/stock-edit';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';
import { stockChanges, vehicles } from '@/server/db/schema';
import { openReservationOf } from '@/server/reserve/car-reservation';
import { bumpStockVersion } from '@/server/stock/stock-version';
import { consoleJson, parseConsoleInput, type ConsoleContext, type ConsoleEndpoint } from '../console-route';

/** States that would take the car off its reservation: a sale is the dealer's to record, reserved or not. */
const RELEASING_STATES: ReadonlySet<StockState> = new Set(['in_stock', 'coming_soon']);

const heldMessage = (until: Date, timeZone: string) =>
  `An online reservation holds this car until ${formatZonedDateTime(until, timeZone)}: it stays reserved ` +
  'until the reservation ends or its deposit is refunded.';

/**
 * POST /api/console/stock/edit: a car's price, status, tag and comments, and one audit row per changed field,
 * in one transaction with the site's stock version bumped, so public search shows the change as soon as its
 * index follows the version (within 2 s) and never the car without its audit. An edit that changes nothing
 * writes nothing. 404 for another site's car, as for one that does not exist.
 */
async function editStock({ db, site, staff, now }: ConsoleContext, input: unknown): Promise<Response> {
  const parsed = parseConsoleInput(stockEditSchema, input);
  if (!parsed.ok) return parsed.response;
  const { vehicleId, ...edit } = parsed.value;
  const changed = await db.transaction(async (tx) => {
    const where = and(eq(vehicles.siteId, site.id), eq(vehicles.id, vehicleId));
    const [car] = await tx
      .select({
        price: vehicles.price,
        status: vehicles.status,
        reserved: vehicles.reserved,
        sold: vehicles.sold,
        soldAt: vehicles.soldAt,
        tag: vehicles.tag,
        comments: vehicles.dealercomments,
      })
      .from(vehicles)
      .where(where)
      .for('update');
    if (!car) return null;
    if (car.reserved && RELEASING_STATES.has(edit.state)) {
      const reservation = await openReservationOf(tx, site.id, vehicleId, now);
      if (reservation) return { heldUntil: reservation.expiresAt };
    }
    const before: EditableStock = { ...car, state: stockStateOf(car) };
    const changes = stockChangesOf(before, edit);
    if (changes.length === 0) return 0;
    await tx
      .update(vehicles)
      .set({
        price: edit.price,
        tag: edit.tag,
        dealercomments: edit.comments,
        ...stockStateColumns(edit.state, car.soldAt, now),
        updatedAt: now,
      })
      .where(where);
    await tx.insert(stockChanges).values(
      changes.map((change) => ({
        ...change,
        siteId: site.id,
        vehicleId,
        staffId: staff.id,
        createdAt: now,
      })),
    );
    await bumpStockVersion(tx, site.id);
    return changes.length;
  });
  if (changed === null) return consoleJson(404, { error: 'No such car on this site' });
  if (typeof changed === 'object') {
    const message = heldMessage(changed.heldUntil, site.config.timezone);
    return consoleJson(409, { error: message, fieldErrors: { state: message } });
  }
  return consoleJson(200, { ok: true, changed });
}

export const STOCK_EDIT_ENDPOINT: ConsoleEndpoint = {
  path: '/api/console/stock/edit',
  method: 'POST',
  permission: 'stock.edit',
  run: editStock,
};
