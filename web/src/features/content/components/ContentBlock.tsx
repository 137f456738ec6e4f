// A block of the home page in its section, named by the title it shows (a full-width slider and a
// banner group without a title show none).
import type { ReactNode } from 'react';

interface ContentBlockProps {
  className: string;
  headingId: string;
  title: string | undefined;
  children: ReactNode;
}

export function ContentBlock({ className, headingId, title, children }: ContentBlockProps) {
  return (
    <section className={className} aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className="section-title content-block__title">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
