// The compare popup: 1170 px wide (spec section 9), wider than the 400-580 px modals, so it sets
// its own width on the shared dialog styles. It loads the compare sub-folder view once per opening;
// a product removed meanwhile leaves the table at once without another request.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { showToast } from '../../../components/ui/toast-store';
import '../../../components/ui/style-nonce';
import '../../../components/ui/overlay.css';
import { useCompareView } from '../api/get-compare-view';
import { compareProblem, PROBLEM_MESSAGE_KEYS } from '../compare-list';
import { getSettings } from '../../../lib/settings';
import { refreshCompareItems } from '../compare-items';
import { compareItemOf, removeProductFromCompare, useCompareList } from '../compare-store';
import { CompareTable } from './CompareTable';
import type { CompareQuery } from '../types';
import './compare.css';

/** Spec section 9: the compare popup is 1170 px wide. */
export const COMPARE_POPUP_WIDTH = 1170;

interface CompareModalProps {
  /** The view's query while open; null when closed. */
  query: CompareQuery | null;
  onClose: () => void;
}

export default function CompareModal({ query, onClose }: CompareModalProps) {
  const { t, i18n } = useTranslation();
  const list = useCompareList();
  const view = useCompareView(query, i18n.language);
  const products = (view.data?.PRODUCTS ?? []).filter((p) => list.includes(p.ID));
  const problem = view.data ? compareProblem(products.length) : null;
  // The bar keeps titles from when each product was added; the view has them in today's language.
  useEffect(() => {
    if (view.data) refreshCompareItems(view.data.PRODUCTS.map(compareItemOf), getSettings().LANGUAGE);
  }, [view.data]);
  const style = { '--modal-width': `${COMPARE_POPUP_WIDTH}px` } as CSSProperties;

  return (
    <Dialog.Root
      open={query !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="overlay-backdrop" />
        <Dialog.Content className="modal compare-modal" style={style} aria-describedby={undefined} data-testid="compare-popup">
          <div className="modal__header">
            <Dialog.Title className="modal__title">{t('compare.title')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('ui.close')}>
              <Icon name="close" size={20} />
            </Dialog.Close>
          </div>
          <div className="modal__body">
            {view.isPending && <p className="compare-modal__note">{t('compare.loading')}</p>}
            {view.isError && (
              <p className="compare-modal__note compare-modal__note--error" role="alert">
                {view.error.message || t('compare.loadError')}
              </p>
            )}
            {problem && (
              <p className="compare-modal__note" role="status">
                {t(PROBLEM_MESSAGE_KEYS[problem])}
              </p>
            )}
            {view.data && products.length > 0 && (
              <CompareTable
                view={view.data}
                products={products}
                onRemove={(p) => {
                  removeProductFromCompare(p.ID);
                  showToast(t('compare.removed'), { variant: 'success' });
                }}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
