// What a member page's section says besides its content: that its data loads or failed to, and how
// its last change went (styled by member.css).

/** The loading note while `pending`, else the failure. */
export function LoadNotice({ pending, loading, failed }: { pending: boolean; loading: string; failed: string }) {
  return pending ? (
    <p className="member-card__text" role="status" aria-busy="true">
      {loading}
    </p>
  ) : (
    <p className="member-alert member-alert--danger" role="alert">
      {failed}
    </p>
  );
}

/** How the section's last change went; null before any. */
export type Outcome = { ok: boolean; text: string } | null;

/** The outcome in a live region, there (empty, styled `idleClassName`) before any change. */
export function OutcomeNote({ outcome, idleClassName, testId }: { outcome: Outcome; idleClassName: string; testId: string }) {
  return (
    <p
      className={outcome ? `member-alert member-alert--${outcome.ok ? 'success' : 'danger'}` : idleClassName}
      role="status"
      data-testid={testId}
    >
      {outcome?.text}
    </p>
  );
}

/** A note in the colour of its kind; one that tells of a failure is an alert, the others a status. */
export interface Notice {
  variant: 'success' | 'info' | 'danger';
  text: string;
}

/** The note while there is one (`className` added to its own). */
export function NoticeNote({ notice, className, testId }: { notice: Notice | null; className?: string; testId: string }) {
  if (!notice) return null;
  return (
    <p
      className={`member-alert member-alert--${notice.variant}${className ? ` ${className}` : ''}`}
      role={notice.variant === 'danger' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {notice.text}
    </p>
  );
}
