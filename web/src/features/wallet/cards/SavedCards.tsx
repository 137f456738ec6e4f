// "Kayıtlı kartlarım" on the member's account page. The shop hands out the provider's settings and
// one merchant token per call; everything else goes from this browser to the provider, so card
// numbers never reach the shop. The member's wallet account is looked up first: without one (or
// not linked to this shop) the section offers to link it or to add a first card; once linked it
// lists the cards, adds (SMS code or 3-D Secure) and deletes them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useLocation, useSearchParams } from 'react-router';
import { ConfirmPopover } from '../../../components/ui/ConfirmPopover';
import { displayPhone } from '../../phone';
import { fetchWalletSettings } from '../api';
import { createWalletClient, readThreeDSecureReturn, type WalletCard } from '../client';
import { AddCardForm } from './AddCardForm';
import { leftToRight } from './bidi';
import { CardFace } from './CardFace';
import { EMPTY_CARD_FORM, newCardOf, type CardFormValues } from './card-form';
import { walletErrorText } from './error-text';
import {
  deleteCard,
  fetchAccountState,
  fetchCards,
  startLink,
  startRegister,
  walletLanguage,
  walletSession,
  type StepResult,
  type WalletSession,
} from './flows';
import { OtpDialog } from './OtpDialog';
import { useOtpStep } from './use-otp-step';
import {
  rememberPendingThreeD,
  returnUrlOf,
  takePendingThreeD,
  withoutThreeDReturn,
  type PendingThreeD,
} from './three-d';
import { MemberCard } from '../../../components/ui/MemberCard';
import { type Notice, NoticeNote } from '../../../components/ui/SectionNotes';
import './cards.css';

const KEY = ['wallet'] as const;
const ACCOUNT_KEY = [...KEY, 'account'] as const;
const CARDS_KEY = [...KEY, 'cards'] as const;

type Purpose = { kind: 'link' } | { kind: 'register'; alias: string };

function currentReturnUrl(): string {
  return returnUrlOf(window.location);
}

function needSession(session: WalletSession | null): WalletSession {
  // The queries using this are enabled only once the session exists.
  if (!session) throw new Error('The wallet settings are not loaded');
  return session;
}

type ThreeDOutcome = { approved: boolean; alias: string };

// The outcome of the return this page was opened with, by the return's query. Kept apart from the
// section's state: a render that suspends is thrown away after its state was first computed (and
// the card's name, a note read only once, taken), and the section mounts anew when the page's
// data is read again after the parameters leave the address; the notice must stay through both.
let returned: { query: string; outcome: ThreeDOutcome } | null = null;

/** The outcome of a return from the bank's 3-D Secure page, read once when the section opens. */
function useThreeDReturn(): ThreeDOutcome | null {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [outcome] = useState(() => {
    const read = readThreeDSecureReturn(params);
    const query = params.toString();
    if (read && returned?.query !== query) {
      const note: PendingThreeD | null = takePendingThreeD();
      returned = { query, outcome: { approved: read.ok, alias: note?.alias ?? '' } };
    }
    return returned?.outcome ?? null;
  });
  const present = readThreeDSecureReturn(params) !== null;
  useEffect(() => {
    if (present) setParams((current) => withoutThreeDReturn(current), { replace: true });
  }, [present, setParams]);
  // Leaving the page forgets the outcome; a section mounted again on the same page keeps it.
  useEffect(
    () => () => {
      if (window.location.pathname !== pathname) returned = null;
    },
    [pathname],
  );
  return outcome;
}

export interface SavedCardsProps {
  /** The member's phone as stored (E.164), for the texts that name it. */
  phone?: string | undefined;
}

export default function SavedCards({ phone = '' }: SavedCardsProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const threeD = useThreeDReturn();

  const settings = useQuery({
    queryKey: [...KEY, 'settings'],
    queryFn: ({ signal }) => fetchWalletSettings(signal),
    staleTime: Infinity,
    retry: false,
  });
  const session = useMemo(
    () => (settings.data ? walletSession(createWalletClient(settings.data), walletLanguage(i18n.language)) : null),
    [settings.data, i18n.language],
  );
  const account = useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: () => fetchAccountState(needSession(session)),
    enabled: session !== null,
    retry: false,
  });
  const cards = useQuery({
    queryKey: CARDS_KEY,
    queryFn: () => fetchCards(needSession(session)),
    enabled: session !== null && account.data === 'linked',
    retry: false,
  });

  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(() => {
    if (!threeD) return null;
    if (threeD.approved) {
      return { variant: 'success', text: threeD.alias ? t('wallet.cards.saved', { alias: threeD.alias }) : t('wallet.cards.threeD.approved') };
    }
    return { variant: 'danger', text: t('wallet.cards.threeD.refused') };
  });

  const list = cards.data ?? [];
  const takenAliases = list.map((card) => card.alias);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
    await queryClient.invalidateQueries({ queryKey: CARDS_KEY });
  };

  const finish = (purpose: Purpose) => {
    if (purpose.kind === 'register') {
      setAdding(false);
      setDraft(EMPTY_CARD_FORM);
      setNotice({ variant: 'success', text: t('wallet.cards.saved', { alias: purpose.alias }) });
    } else {
      setNotice({ variant: 'success', text: t('wallet.cards.linked') });
    }
    void refresh();
  };

  const otp = useOtpStep<Purpose>({
    session: () => session,
    returnUrl: currentReturnUrl,
    busy,
    onResult: (result, _pending, purpose) => {
      follow(result, purpose);
    },
    onCancel: (purpose, locked) => {
      const text = locked ? t('wallet.cards.otp.locked') : t('wallet.cards.otp.cancelled');
      if (purpose.kind === 'register') {
        setFormError(text);
        forgetCvc();
      } else {
        setNotice({ variant: locked ? 'danger' : 'info', text });
      }
    },
  });

  /** A failed or abandoned attempt: the cvc is typed again, everything else stays. */
  const forgetCvc = () => {
    setDraft((current) => ({ ...current, cvc: '' }));
  };

  const follow = (result: StepResult, purpose: Purpose) => {
    if (result.kind === 'done') {
      finish(purpose);
    } else if (result.kind === 'otp') {
      otp.begin(result.pending, purpose);
    } else {
      rememberPendingThreeD({ alias: purpose.kind === 'register' ? purpose.alias : '' });
      setNotice({ variant: 'info', text: t('wallet.cards.threeD.redirect') });
      window.location.assign(result.url);
    }
  };

  const link = async () => {
    if (!session || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      follow(await startLink(session, currentReturnUrl()), { kind: 'link' });
    } catch (error) {
      setNotice({ variant: 'danger', text: walletErrorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  const register = async (values: CardFormValues) => {
    if (!session || busy) return;
    const card = newCardOf(values);
    setBusy(true);
    setFormError(null);
    setNotice(null);
    try {
      follow(await startRegister(session, card, currentReturnUrl()), { kind: 'register', alias: card.cardAlias });
    } catch (error) {
      setFormError(walletErrorText(error, t));
      forgetCvc();
    } finally {
      setBusy(false);
    }
  };

  const remove = async (card: WalletCard) => {
    if (!session || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      await deleteCard(session, card.alias);
      setNotice({ variant: 'success', text: t('wallet.cards.deleted', { alias: card.alias }) });
      await refresh();
    } catch (error) {
      setNotice({ variant: 'danger', text: walletErrorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  const openForm = () => {
    setAdding(true);
    setFormError(null);
    setNotice(null);
  };

  const loadError = settings.error ?? account.error ?? cards.error;
  const loading = settings.isPending || (session !== null && account.isPending) || (account.data === 'linked' && cards.isPending);
  const state = account.data;
  const phoneText = displayPhone(phone);

  return (
    <MemberCard
      titleId="account-cards"
      title={t('wallet.cards.title')}
      intro={t('wallet.cards.intro')}
      className="wallet-cards"
      testId="saved-cards"
    >
      <NoticeNote notice={notice} className="wallet-cards__notice" testId="saved-cards-notice" />

      {loadError ? (
        <div className="wallet-cards__problem">
          <p className="member-alert member-alert--danger" role="alert" data-testid="saved-cards-error">
            {walletErrorText(loadError, t)}
          </p>
          {/* No provider configured (503) or no phone (422) does not change by trying again. */}
          {!(settings.error && 'status' in settings.error) && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => {
                void (settings.error ? settings.refetch() : refresh());
              }}
            >
              {t('wallet.cards.retry')}
            </button>
          )}
        </div>
      ) : loading ? (
        <p className="member-card__text" aria-busy="true">
          {t('wallet.cards.loading')}
        </p>
      ) : (
        <>
          {state === 'none' && !adding && (
            <div data-testid="saved-cards-none">
              <p className="member-card__text">{t('wallet.cards.none')}</p>
              <p className="member-card__text">{t('wallet.cards.noneLink', { phone: leftToRight(phoneText) })}</p>
            </div>
          )}
          {state === 'unlinked' && !adding && (
            <p className="member-card__text" data-testid="saved-cards-unlinked">
              {t('wallet.cards.unlinked', { phone: leftToRight(phoneText) })}
            </p>
          )}
          {state === 'linked' && list.length === 0 && !adding && (
            <p className="member-card__text" data-testid="saved-cards-empty">
              {t('wallet.cards.empty')}
            </p>
          )}
          {state === 'linked' && list.length > 0 && (
            <ul className="wallet-cards__list" aria-label={t('wallet.cards.listLabel')}>
              {list.map((card) => (
                <li key={card.uniqueId || card.alias} className="wallet-card" data-testid="saved-card">
                  <CardFace card={card} />
                  <ConfirmPopover
                    tone="danger"
                    message={t('wallet.cards.deleteConfirm', { alias: card.alias })}
                    confirmLabel={t('wallet.cards.delete')}
                    onConfirm={() => void remove(card)}
                    trigger={
                      <button
                        type="button"
                        className="button button--ghost button--small wallet-card__delete"
                        aria-label={t('wallet.cards.deleteNamed', { alias: card.alias })}
                        disabled={busy}
                      >
                        {t('wallet.cards.delete')}
                      </button>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {state !== undefined &&
            (adding ? (
              <AddCardForm
                values={draft}
                onChange={setDraft}
                onSubmit={(values) => void register(values)}
                onCancel={() => {
                  setAdding(false);
                  setFormError(null);
                  forgetCvc();
                }}
                busy={busy}
                error={formError}
                takenAliases={takenAliases}
              />
            ) : (
              <div className="wallet-cards__actions">
                <button
                  type="button"
                  className={`button ${state === 'unlinked' ? 'button--ghost' : 'button--primary'}`}
                  onClick={openForm}
                  disabled={busy}
                >
                  {state === 'linked' ? t('wallet.cards.add') : t('wallet.cards.addFirst')}
                </button>
                {state !== 'linked' && (
                  <button
                    type="button"
                    className={`button ${state === 'unlinked' ? 'button--primary' : 'button--ghost'}`}
                    onClick={() => void link()}
                    disabled={busy}
                  >
                    {t('wallet.cards.link')}
                  </button>
                )}
              </div>
            ))}
        </>
      )}

      <OtpDialog {...otp.dialog} />
    </MemberCard>
  );
}
