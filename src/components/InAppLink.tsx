import type { MouseEvent, ReactNode } from 'react';
import { Link, type SxProps, type Theme } from '@mui/material';

export type InAppLinkProps = {
  /** A real address, so the link opens in a new tab too. */
  href: string;
  /** A plain click: the screen navigates inside the app. */
  onNavigate: (href: string) => void;
  children: ReactNode;
  sx?: SxProps<Theme>;
  'aria-label'?: string;
};

/** A link inside the signed-in area: a modified click (a new tab) is left to the browser. */
export function InAppLink({ href, onNavigate, children, sx, 'aria-label': label }: InAppLinkProps) {
  const handleClick = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <Link href={href} onClick={handleClick} aria-label={label} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, overflowWrap: 'anywhere', ...sx }}>
      {children}
    </Link>
  );
}
