// "Çocuklarım" on the account page: the member's saved children (name or "Çocuk 1", today's age,
// height and weight), each with its edit and delete (after a confirmation), and a new one added
// with the same form; at most ten. The size advisor on product pages offers them.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EntryActions, EntryBook, type EntryEditing } from '../../../../components/ui/EntryBook';
import { showToast } from '../../../../components/ui/toast-store';
import { useTranslation } from '../../../../i18n/translate';
import { formatMeasure } from '../../../../lib/format';
import { deleteChild, refreshChildren, useChildren, type Child } from '../api/children';
import { ageText, childName } from '../child-text';
import { ChildForm } from './ChildForm';
import './children.css';

/** The server keeps at most this many children per member. */
const MAX_CHILDREN = 10;

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
  const [editing, setEditing] = useState<EntryEditing>({ kind: 'none' });
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
    <EntryBook
      className="child-profiles"
      testId="child-profiles"
      entryTestId="child-card"
      intro={<p className="member-card__text">{t('children.note')}</p>}
      list={children}
      entries={list}
      idOf={(child) => child.ID}
      max={MAX_CHILDREN}
      editing={editing}
      onEditingChange={setEditing}
      messages="children"
      renderForm={(child) =>
        child ? (
          <ChildForm idPrefix={`child-${String(child.ID)}`} child={child} onDone={close} />
        ) : (
          <ChildForm idPrefix="child-new" onDone={close} />
        )
      }
      renderEntry={(child, index) => {
        const name = childName(child, index);
        return (
          <>
            <h3 className="entry-book__title">
              <bdi>{name}</bdi>
            </h3>
            <ChildFacts child={child} />
            <EntryActions
              messages="children"
              named={{ name }}
              onEdit={() => {
                setEditing({ kind: 'edit', id: child.ID });
              }}
              onRemove={() => void remove(child)}
            />
          </>
        );
      }}
    />
  );
}
