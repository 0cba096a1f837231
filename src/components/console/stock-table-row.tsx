import Link from 'next/link';
import { STOCK_STATE_LABELS, type ConsoleCar } from '@/domain/console/stock-edit';
import { formatMoney } from '@/domain/format/money';

export type StockRow = Pick<ConsoleCar, 'id' | 'stocknum' | 'title' | 'price' | 'state' | 'tag' | 'thumbUrl'>;

/** One car of the stock list: its thumbnail, its stock number linked to its page, name, price, status and tag. */
export function StockTableRow({ car, href }: { car: StockRow; href: string }) {
  return (
    <tr className="border-t border-foreground/10 align-middle">
      <td className="py-2 pr-4">
        {car.thumbUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail from the site's own media
          <img src={car.thumbUrl} alt="" width={64} height={48} className="h-12 w-16 rounded object-cover" />
        ) : null}
      </td>
      <td className="py-2 pr-4">
        <Link href={href} prefetch={false} className="font-semibold underline">
          {car.stocknum}
        </Link>
      </td>
      <td className="py-2 pr-4">{car.title}</td>
      <td className="py-2 pr-4">{formatMoney(car.price)}</td>
      <td className="py-2 pr-4">{STOCK_STATE_LABELS[car.state]}</td>
      <td className="py-2">{car.tag ?? ''}</td>
    </tr>
  );
}
