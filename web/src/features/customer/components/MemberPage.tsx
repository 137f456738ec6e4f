// The frame of the member pages (login, register, forgotten password, account): a card with the
// page's title, and an optional second card beside it.
import type { ReactNode } from 'react';
import '../../../components/ui/member.css';

export function MemberPage({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={`member-page page-width${aside ? ' member-page--with-aside' : ''}`}>
      <div className="member-page__main page-card member-card">
        <h1 className="member-page__title">{title}</h1>
        {children}
      </div>
      {aside && <aside className="member-page__aside page-card member-card">{aside}</aside>}
    </div>
  );
}
