// What a privacy request came to: its message, and what the shop keeps and why.
export type Outcome = { ok: boolean; text: string; kept: string[] } | null;

export function OutcomeText({ outcome, testId }: { outcome: Outcome; testId: string }) {
  return (
    <div
      className={outcome ? `member-alert member-alert--${outcome.ok ? 'success' : 'danger'}` : 'my-data__outcome'}
      role="status"
      data-testid={testId}
    >
      {outcome?.text}
      {outcome && outcome.kept.length > 0 && (
        <ul className="my-data__kept">
          {outcome.kept.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
