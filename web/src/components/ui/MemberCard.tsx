// A member page's card under its title (an account section, the contact form, the saved cards),
// with the short text that introduces it when there is one. The styles are member.css's.
import type { ReactNode } from 'react';
import './member.css';

export interface MemberCardProps {
  /** The title's id, which names the card. */
  titleId: string;
  title: ReactNode;
  intro?: ReactNode;
  className?: string;
  testId?: string;
  children?: ReactNode;
}

export function MemberCard({ titleId, title, intro, className, testId, children }: MemberCardProps) {
  return (
    <section className={className ? `page-card member-card ${className}` : 'page-card member-card'} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="page-card__title member-card__title">
        {title}
      </h2>
      {intro && <p className="member-card__text">{intro}</p>}
      {children}
    </section>
  );
}
