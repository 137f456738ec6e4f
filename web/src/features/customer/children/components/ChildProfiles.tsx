// "Çocuklarım" on the account page: the member's saved children (name or "Çocuk 1", today's age,
// height and weight), each with its edit and delete (after a confirmation), and a new one added
// with the same form; at most ten. The size advisor on product pages offers them.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmPopover } from '../../../../components/ui/ConfirmPopover';
import { showToast } from '../../../../components/ui/toast-store';
import { useTranslation } from '../../../../i18n/translate';
import { formatMeasure } from '../../../../lib/format';
import { deleteChild, refreshChildren, useChildren, type Child } from '../api/children';
import { ageText, childName } from '../child-text';
import { ChildForm } from './ChildForm';
import './children.css';

/** The server keeps at most this many children per member. */
const MAX_CHILDREN = 10;

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: number };

function ChildFacts({ child }: { child: Child }) {
  const { t, i18n } = useTranslation();
  const facts = [ageText(child.AGE_MONTHS)];
  if (child.HEIGHT_CM != null) facts.push(t('children.height', { value: formatMeasure(child.HEIGHT_CM, i18n.language) }));
  if (child.WEIGHT_KG != null) facts.push(t('children.weight', { value: formatMeasure(child.WEIGHT_KG, i18n.language) }));
  return <p className="child-card__facts">{facts.join(' · ')}</p>;
}

export default function ChildProfiles() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const children = useChildren();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const list = children.data ?? [];
  const close = () => {
    setEditing({ kind: 'none' });
  };

  const remove = async (child: Child) => {
    let outcome;
    try {
      outcome = await deleteChild(child.ID, t('children.failed'));
    } catch {
      showToast(t('children.failed'), { variant: 'danger' });
      return;
    }
    if (!outcome.ok) {
      showToast(outcome.message, { variant: 'danger' });
      return;
    }
    if (editing.kind === 'edit' && editing.id === child.ID) close();
    await refreshChildren(queryClient);
    showToast(outcome.message, { variant: 'success' });
  };

  return (
    <div className="child-profiles" data-testid="child-profiles">
      <p className="member-card__text">{t('children.note')}</p>
      {children.isPending && <p className="member-card__text">{t('children.loading')}</p>}
      {children.isError && (
        <p className="member-alert member-alert--danger" role="alert">
          {t('children.listFailed')}
        </p>
      )}
      {children.isSuccess && list.length === 0 && editing.kind !== 'new' && <p className="member-card__text">{t('children.empty')}</p>}
      {list.length > 0 && (
        <ul className="child-profiles__list">
          {list.map((child, index) => {
            const name = childName(child, index);
            return editing.kind === 'edit' && editing.id === child.ID ? (
              <li key={child.ID} className="child-card child-card--editing">
                <h3 className="child-card__name">{t('children.editTitle')}</h3>
                <ChildForm idPrefix={`child-${String(child.ID)}`} child={child} onDone={close} />
              </li>
            ) : (
              <li key={child.ID} className="child-card" data-testid="child-card">
                <h3 className="child-card__name">
                  <bdi>{name}</bdi>
                </h3>
                <ChildFacts child={child} />
                <div className="child-card__actions">
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('children.editNamed', { name })}
                    onClick={() => {
                      setEditing({ kind: 'edit', id: child.ID });
                    }}
                  >
                    {t('children.edit')}
                  </button>
                  <ConfirmPopover
                    tone="danger"
                    message={t('children.deleteConfirm', { name })}
                    confirmLabel={t('children.delete')}
                    onConfirm={() => void remove(child)}
                    trigger={
                      <button type="button" className="button button--ghost button--small" aria-label={t('children.deleteNamed', { name })}>
                        {t('children.delete')}
                      </button>
                    }
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing.kind === 'new' ? (
        <div className="child-profiles__new">
          <h3 className="child-card__name">{t('children.addTitle')}</h3>
          <ChildForm idPrefix="child-new" onDone={close} />
        </div>
      ) : (
        children.isSuccess &&
        (list.length < MAX_CHILDREN ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setEditing({ kind: 'new' });
            }}
          >
            {t('children.add')}
          </button>
        ) : (
          <p className="member-card__text">{t('children.limitReached', { max: MAX_CHILDREN })}</p>
        ))
      )}
    </div>
  );
}
