import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StockCar } from '@/components/console/stock-car';
import { dbIdTextSchema } from '@/domain/validation/db-values';
import { loadCarPhotos } from '@/server/console/stock/car-gallery';
import { loadConsoleCar } from '@/server/console/stock/stock-list';
import { consoleRoute } from '../../console-route';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Car · Dealer console', robots: { index: false } };

/** /console/stock/{id} (decision 062): one car of the site, its photos, its edit form and its audit trail. */
export default async function ConsoleCarRoute({ params }: { params: Promise<{ host: string; id: string }> }) {
  const { host, id } = await params;
  const path = `/console/stock/${encodeURIComponent(id)}`;
  return consoleRoute(host, { permission: 'stock.read', path, section: '/console/stock' }, async (viewer) => {
    const vehicleId = dbIdTextSchema.safeParse(id).data;
    const loaded =
      vehicleId === undefined ? null : await loadConsoleCar(viewer.db, viewer.site.id, vehicleId, viewer.now);
    if (!loaded) notFound();
    return (
      <StockCar
        car={loaded.car}
        photos={await loadCarPhotos(viewer.db, viewer.site.id, loaded.car.id)}
        history={loaded.history}
        reservation={loaded.reservation}
        timeZone={viewer.site.config.timezone}
        canEdit={viewer.can('stock.edit')}
      />
    );
  });
}
