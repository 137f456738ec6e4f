// A member's list of saved entries on the account page (addresses, children): the list with its
// loading, failure and empty states, each entry edited in place, and a new one added with the same
// form until the server's limit. The feature says what an entry shows and which form edits it.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import { ConfirmPopover } from './ConfirmPopover';
import './entry-book.css';

/** Which entry, if any, has its form open: a new one or the saved one with this id. */
export type EntryEditing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: number };

export interface EntryBookProps<T> {
  className: string;
  testId: string;
  /** The test id of a saved entry's card. */
  entryTestId: string;
  /** Shown above everything else (a note on what the entries are for). */
  intro?: ReactNode;
  list: { isPending: boolean; isError: boolean; isSuccess: boolean };
  entries: readonly T[];
  idOf: (entry: T) => number;
  /** The server keeps at most this many entries. */
  max: number;
  editing: EntryEditing;
  onEditingChange: (editing: EntryEditing) => void;
  /** Where the book's messages are: `<messages>.loading`, `.listFailed`, `.empty`, `.editTitle`,
   * `.addTitle`, `.add` and `.limitReached` (given `max`). */
  messages: string;
  /** A saved entry's card content, its actions included. */
  renderEntry: (entry: T, index: number) => ReactNode;
  /** The form: for the saved entry given, else for a new one. */
  renderForm: (entry: T | undefined) => ReactNode;
}

export function EntryBook<T>({
  className,
  testId,
  entryTestId,
  intro,
  list,
  entries,
  idOf,
  max,
  editing,
  onEditingChange,
  messages,
  renderEntry,
  renderForm,
}: EntryBookProps<T>) {
  const { t } = useTranslation();
  return (
    <div className={className} data-testid={testId}>
      {intro}
      {list.isPending && <p className="member-card__text">{t(`${messages}.loading`)}</p>}
      {list.isError && (
        <p className="member-alert member-alert--danger" role="alert">
          {t(`${messages}.listFailed`)}
        </p>
      )}
      {list.isSuccess && entries.length === 0 && editing.kind !== 'new' && <p className="member-card__text">{t(`${messages}.empty`)}</p>}
      {entries.length > 0 && (
        <ul className="entry-book__list">
          {entries.map((entry, index) =>
            editing.kind === 'edit' && editing.id === idOf(entry) ? (
              <li key={idOf(entry)} className="entry-book__item entry-book__item--editing">
                <h3 className="entry-book__title">{t(`${messages}.editTitle`)}</h3>
                {renderForm(entry)}
              </li>
            ) : (
              <li key={idOf(entry)} className="entry-book__item" data-testid={entryTestId}>
                {renderEntry(entry, index)}
              </li>
            ),
          )}
        </ul>
      )}
      {editing.kind === 'new' ? (
        <div className="entry-book__new">
          <h3 className="entry-book__title">{t(`${messages}.addTitle`)}</h3>
          {renderForm(undefined)}
        </div>
      ) : (
        list.isSuccess &&
        (entries.length < max ? (
          <button
            type="button"
            className="button button--primary entry-book__add"
            onClick={() => {
              onEditingChange({ kind: 'new' });
            }}
          >
            {t(`${messages}.add`)}
          </button>
        ) : (
          <p className="member-card__text">{t(`${messages}.limitReached`, { max })}</p>
        ))
      )}
    </div>
  );
}

export interface EntryActionsProps {
  /** As for the book: `<messages>.edit`, `.delete`, and with the entry named by `named`,
   * `.editNamed` and `.deleteNamed` (the buttons' accessible names) and `.deleteConfirm`. */
  messages: string;
  named: Record<string, string>;
  onEdit: () => void;
  onRemove: () => void;
}

/** A saved entry's edit and delete buttons; the delete asks first. */
export function EntryActions({ messages, named, onEdit, onRemove }: EntryActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="entry-book__actions">
      <button type="button" className="button button--ghost button--small" aria-label={t(`${messages}.editNamed`, named)} onClick={onEdit}>
        {t(`${messages}.edit`)}
      </button>
      <ConfirmPopover
        tone="danger"
        message={t(`${messages}.deleteConfirm`, named)}
        confirmLabel={t(`${messages}.delete`)}
        onConfirm={onRemove}
        trigger={
          <button type="button" className="button button--ghost button--small" aria-label={t(`${messages}.deleteNamed`, named)}>
            {t(`${messages}.delete`)}
          </button>
        }
      />
    </div>
  );
}
