// A content link: site paths stay in the app (with the language prefix), https addresses open as
// plain links; no URL means no link.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../../lib/paths';

interface BlockLinkProps {
  url: string;
  target?: string;
  rel?: string;
  className?: string;
  label?: string;
  children: ReactNode;
}

export function BlockLink({ url, target, rel, className, label, children }: BlockLinkProps) {
  if (!url) return <div className={className}>{children}</div>;
  const opensNew = target === '_blank';
  const relValue = [rel, opensNew ? 'noopener' : ''].filter(Boolean).join(' ') || undefined;
  if (url.startsWith('/')) {
    return (
      <Link to={localizedPath(url)} className={className} aria-label={label} target={opensNew ? '_blank' : undefined} rel={relValue}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} aria-label={label} target={opensNew ? '_blank' : undefined} rel={relValue}>
      {children}
    </a>
  );
}
