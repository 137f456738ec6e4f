// The parcels an order left in, when it left in more than one or some pieces still wait: each with
// its carrier, tracking number and link, whether it arrived, and (on the order page) what is inside.
import { useTranslation } from '../../../i18n/translate';
import { Term } from '../../../components/ui/Term';
import { formatOrderDay } from '../order-rules';
import { SLOT, Slotted } from './order-parts';
import type { OrderLine, Parcel } from '../types';
import './parcels.css';

export function ParcelList({ parcels, lines, waiting }: { parcels: readonly Parcel[]; lines?: readonly OrderLine[]; waiting: number }) {
  const { t } = useTranslation();
  return (
    <div className="order-parcels" data-testid="order-parcels">
      <ol className="order-parcels__list">
        {parcels.map((parcel, index) => (
          <li key={parcel.tracking_no} className="order-parcel" data-testid="order-parcel">
            <p className="order-parcel__head">
              <span className="order-parcel__name">{t('orders.parcels.name', { n: index + 1 })}</span>
              <span className={`order-parcel__state${parcel.delivered_at ? ' order-parcel__state--done' : ''}`}>
                {parcel.delivered_at
                  ? t('orders.parcels.delivered', { date: formatOrderDay(parcel.delivered_at) })
                  : t('orders.parcels.onTheWay')}
              </span>
            </p>
            <dl className="order-parcel__facts">
              {parcel.carrier && <Term label={t('orders.detail.shipmentCarrier')}>{parcel.carrier}</Term>}
              <Term label={t('orders.detail.trackingNo')}>
                <bdi dir="ltr" className="order-timeline__code">
                  {parcel.tracking_no}
                </bdi>
              </Term>
            </dl>
            {lines && <ParcelPieces parcel={parcel} lines={lines} />}
            {parcel.tracking_url && (
              <a className="order-parcel__follow" href={parcel.tracking_url} target="_blank" rel="noopener noreferrer">
                {t('orders.detail.followParcel')}
              </a>
            )}
          </li>
        ))}
      </ol>
      {waiting > 0 && (
        <p className="order-parcels__waiting" data-testid="parcels-waiting">
          {t('orders.parcels.waiting', { count: waiting })}
        </p>
      )}
    </div>
  );
}

function ParcelPieces({ parcel, lines }: { parcel: Parcel; lines: readonly OrderLine[] }) {
  const { t } = useTranslation();
  return (
    <ul className="order-parcel__pieces" aria-label={t('orders.parcels.inside')}>
      {parcel.lines.map((piece) => {
        const line = lines.find((l) => l.id === piece.line_id);
        if (!line) return null;
        const title = line.size ? `${line.title} (${line.size})` : line.title;
        return (
          <li key={piece.line_id}>
            <Slotted text={t('orders.parcels.piece', { count: piece.quantity, title: SLOT })}>
              <bdi>{title}</bdi>
            </Slotted>
          </li>
        );
      })}
    </ul>
  );
}
