// "Bedenimi bul" beside the product page's sizes. The dialog, its form code and messages come on
// first use (pointer, focus or click), never with the page; once opened it stays mounted, so it
// keeps its answer, closes with its animation and gives the focus back to the button.
import { lazy, Suspense, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { useTranslation } from '../../../i18n/translate';
import type { SizeAdvisorProps } from './SizeAdvisorDialog';
import './advisor-button.css';
import '../../../components/ui/parts.css';

const loadDialog = () => import('../advisor-dialog').then((module) => module.loadAdvisorDialog());
const SizeAdvisorDialog = lazy(loadDialog);

export function SizeAdvisorButton(props: SizeAdvisorProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState({ used: false, open: false });
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => {
    void loadDialog();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="pill-button size-advisor-button"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setDialog({ used: true, open: true });
        }}
        data-testid="size-advisor-open"
      >
        <Icon name="ruler" size={18} />
        {t('sizing.open')}
      </button>
      {dialog.used && (
        <Suspense fallback={null}>
          <SizeAdvisorDialog
            {...props}
            open={dialog.open}
            onOpenChange={(open) => {
              setDialog({ used: true, open });
            }}
            returnFocus={button}
          />
        </Suspense>
      )}
    </>
  );
}
