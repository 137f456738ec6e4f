// "Gelince haber ver" under the product page's sizes, when the chosen colour has sold-out ones
// (they stay passive in the picker: nothing sold out goes to the cart). A member asks with one
// click and reads the answer under the offer; a guest gets a dialog for the address and the
// notice's tick, which comes with its messages on first use (pointer, focus or click), never with
// the page, and stays mounted once opened so it keeps its answer and gives the focus back.
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { isMember } from '../../../lib/member';
import { getSettings } from '../../../lib/settings';
import { askStockAlert } from '../api/ask-stock-alert';
import './stock-alert.css';
import '../../../components/ui/parts.css';

const loadDialog = () => import('../alert-dialog').then((module) => module.loadAlertDialog());
const StockAlertDialog = lazy(loadDialog);

/** A sold-out size of the chosen colour: its variant (what the alert waits for) and its name. */
export interface SoldOutSize {
  variantId: number;
  name: string;
}

interface StockAlertOfferProps {
  sizes: SoldOutSize[];
  colourName: string;
}

type MemberAnswer = { pending: true } | { pending: false; ok: boolean; message: string };

export function StockAlertOffer({ sizes, colourName }: StockAlertOfferProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const member = isMember(getSettings().MEMBER_INFO);
  const [dialog, setDialog] = useState<{ size: SoldOutSize; open: boolean } | null>(null);
  const [answer, setAnswer] = useState<MemberAnswer | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const preload = member
    ? undefined
    : () => {
        void loadDialog();
      };

  const ask = async (size: SoldOutSize) => {
    setAnswer({ pending: true });
    try {
      const outcome = await askStockAlert({ VARIANT_ID: size.variantId });
      setAnswer({ pending: false, ok: outcome.kind === 'asked', message: outcome.message });
    } catch {
      setAnswer({ pending: false, ok: false, message: t('stockAlert.failed') });
    }
  };

  return (
    <div className="stock-alert-offer" data-testid="stock-alert-offer">
      <p id={noteId} className="stock-alert-offer__note">
        {t('stockAlert.soldOut', { sizes: sizes.map((size) => size.name).join(', ') })}
      </p>
      <div className="stock-alert-offer__actions">
        {sizes.map((size) => (
          <button
            key={size.variantId}
            type="button"
            className="pill-button stock-alert-offer__button"
            aria-describedby={noteId}
            aria-haspopup={member ? undefined : 'dialog'}
            disabled={answer?.pending}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={(event) => {
              if (member) {
                void ask(size);
                return;
              }
              opener.current = event.currentTarget;
              setDialog({ size, open: true });
            }}
          >
            {sizes.length > 1 ? t('stockAlert.offerSize', { size: size.name }) : t('stockAlert.offer')}
          </button>
        ))}
      </div>
      {answer && !answer.pending && (
        <p
          className="stock-alert-offer__answer"
          data-ok={answer.ok}
          role={answer.ok ? 'status' : 'alert'}
          data-testid="stock-alert-answer"
        >
          {answer.message}
        </p>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <StockAlertDialog
            key={dialog.size.variantId}
            size={dialog.size}
            colourName={colourName}
            open={dialog.open}
            onOpenChange={(open) => {
              setDialog({ size: dialog.size, open });
            }}
            returnFocus={opener}
          />
        </Suspense>
      )}
    </div>
  );
}
