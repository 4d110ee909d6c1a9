import type { ReactNode } from 'react';
import { AppBar, Badge, Box, Button, Chip, Divider, Drawer, IconButton, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { product } from '../../shared/product.ts';
import { menuEntries, routeTable, type MenuEntry } from '../app/routeTable.ts';
import { shellTexts } from '../texts/shellTexts.ts';
import { Logo } from './Logo.tsx';
import { visuallyHidden } from './visuallyHidden.ts';

export type AppMenuProps = {
  pseudo: string;
  isAdmin: boolean;
  /** The current location; the section it belongs to is highlighted. */
  activePath: string;
  /** Wide screens: the entries show in the bar. Narrow screens: the drawer is open. */
  open: boolean;
  /** The menu button. */
  onToggle: () => void;
  /** The drawer asks to close: Escape, its backdrop, its close button, or after a choice. */
  onClose: () => void;
  /** The screen decides whether to navigate or to redirect to /. */
  onNavigate: (path: string) => void;
  /** 'Se déconnecter': the screen ends the session and forgets this device's copy. */
  onSignOut: () => void;
  /** What is new behind an entry, by its path: unread chat messages, new articles, new album items,
   * waiting accounts. */
  badges?: Readonly<Record<string, number>>;
  /** Issue 41: the search's button, before the pseudo. */
  search?: ReactNode;
};

const { routes } = product;
const albumsPath = routeTable.find((entry) => entry.name === 'albums')?.path;
const texts = shellTexts.menu;
const NAV_ID = 'app-menu-entries';

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

function isActive(entry: MenuEntry, activePath: string): boolean {
  const path = activePath.length > 1 ? activePath.replace(/\/+$/, '') : activePath;
  // /app is the prefix of every section, so home only matches itself and its own sections.
  if (entry.path === routes.home && path !== routes.home) return entry.sections.some((s) => isUnder(path, s));
  return [entry.path, ...entry.sections].some((base) => isUnder(path, base));
}

/** Below `md` the entries live in a drawer (a phone has no room for a second row); from `md` up
 * they sit in the bar. The shell keeps one open state per layout, so it asks the same question. */
export function useWideMenu(): boolean {
  return useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
}

function entryStyle(active: boolean) {
  return {
    fontWeight: active ? 700 : 400,
    bgcolor: active ? 'secondary.main' : 'transparent',
    color: active ? 'secondary.contrastText' : 'inherit',
  } as const;
}

/** A cream disc, so the brown rabbit stands out on the brown bar. */
function LogoDisc() {
  return (
    <Box sx={{ display: 'flex', p: 0.5, borderRadius: '50%', bgcolor: 'background.default', flexShrink: 0 }}>
      <Logo size={28} />
    </Box>
  );
}

function unreadText(path: string, count: number): string {
  if (path === routes.home) return texts.unread.home(count);
  if (path === routes.chat) return texts.unread.chat(count);
  if (path === albumsPath) return texts.unread.albums(count);
  if (path === routes.admin) return texts.unread.admin(count);
  return texts.unread.other(count);
}

/** A count after an entry's name: shown as a number, read as words. */
function EntryCount({ path, count }: { path: string; count: number }) {
  if (count <= 0) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          ml: 1,
          minWidth: 22,
          height: 22,
          px: 0.75,
          borderRadius: 11,
          bgcolor: '#b3261e',
          color: '#ffffff',
          fontSize: '0.8rem',
          fontWeight: 700,
          lineHeight: '22px',
          textAlign: 'center',
        }}
      >
        {count > 99 ? '99+' : count}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` (${unreadText(path, count)})`}
      </Box>
    </>
  );
}

export function AppMenu({ pseudo, isAdmin, activePath, open, onToggle, onClose, onNavigate, onSignOut, badges = {}, search }: AppMenuProps) {
  const wide = useWideMenu();
  const visible = menuEntries.filter((entry) => isAdmin || !entry.adminOnly);
  const countOf = (path: string) => Math.max(0, badges[path] ?? 0);
  const total = visible.reduce((sum, entry) => sum + countOf(entry.path), 0);

  const barEntries = visible.map((entry) => {
    const active = isActive(entry, activePath);
    return (
      <Button
        key={entry.path}
        color="inherit"
        aria-current={active ? 'page' : undefined}
        onClick={() => onNavigate(entry.path)}
        sx={{ ...entryStyle(active), '&:hover': { bgcolor: active ? 'secondary.dark' : 'primary.dark' } }}
      >
        {entry.label}
        <EntryCount path={entry.path} count={countOf(entry.path)} />
      </Button>
    );
  });

  const drawerEntries = visible.map((entry) => {
    const active = isActive(entry, activePath);
    return (
      <Button
        key={entry.path}
        color="inherit"
        size="large"
        fullWidth
        aria-current={active ? 'page' : undefined}
        onClick={() => {
          onNavigate(entry.path);
          onClose();
        }}
        sx={{
          ...entryStyle(active),
          justifyContent: 'flex-start',
          minHeight: 48,
          px: 2,
          '&:hover': { bgcolor: active ? 'secondary.dark' : 'action.hover' },
        }}
      >
        {entry.label}
        <EntryCount path={entry.path} count={countOf(entry.path)} />
      </Button>
    );
  });

  return (
    <AppBar position="static" color="primary">
      <Toolbar sx={{ columnGap: 1, rowGap: 0.5, py: { xs: 0.5, md: 1 }, flexWrap: { xs: 'nowrap', md: 'wrap' } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={open || total === 0 ? (open ? texts.close : texts.open) : `${texts.open} (${texts.unread.other(total)})`}
          aria-expanded={open}
          // The entries exist in the page only while they are shown.
          aria-controls={open ? NAV_ID : undefined}
          onClick={onToggle}
        >
          {/* A closed menu still says something is new behind it. */}
          <Badge color="error" variant="dot" invisible={open || total === 0} overlap="circular" sx={{ '& .MuiBadge-dot': { bgcolor: '#b3261e', width: 10, height: 10, borderRadius: 5, boxShadow: '0 0 0 2px #ffffff' } }}>
            {open ? <CloseIcon /> : <MenuIcon />}
          </Badge>
        </IconButton>
        <LogoDisc />
        {wide && open && (
          <Box component="nav" id={NAV_ID} aria-label={texts.label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {barEntries}
            <Button color="inherit" onClick={onSignOut} sx={{ '&:hover': { bgcolor: 'primary.dark' } }}>
              {texts.signOut}
            </Button>
          </Box>
        )}
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          {search}
          <Typography
            component="span"
            title={pseudo}
            sx={{ fontWeight: 600, minWidth: 0, maxWidth: { xs: 180, sm: 240 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {pseudo}
          </Typography>
          <Chip
            label={texts.language}
            aria-label={texts.languageLabel}
            size="small"
            sx={{ bgcolor: 'background.paper', color: 'primary.main', fontWeight: 700, flexShrink: 0 }}
          />
        </Box>
      </Toolbar>
      {!wide && (
        <Drawer
          anchor="left"
          open={open}
          onClose={onClose}
          // MUI names the drawer a dialog; it is the menu.
          slotProps={{ paper: { 'aria-label': texts.label, sx: { width: 'min(300px, 85vw)' } } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <IconButton color="inherit" edge="start" aria-label={texts.close} onClick={onClose}>
              <CloseIcon />
            </IconButton>
            <LogoDisc />
            <Typography component="span" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
              {product.title}
            </Typography>
          </Box>
          <Box component="nav" id={NAV_ID} aria-label={texts.label} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, p: 1 }}>
            {drawerEntries}
            <Divider sx={{ my: 1 }} />
            <Button
              color="inherit"
              size="large"
              fullWidth
              onClick={() => {
                onClose();
                onSignOut();
              }}
              sx={{ justifyContent: 'flex-start', minHeight: 48, px: 2, '&:hover': { bgcolor: 'action.hover' } }}
            >
              {texts.signOut}
            </Button>
          </Box>
        </Drawer>
      )}
    </AppBar>
  );
}
