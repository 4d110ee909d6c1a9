import { AppBar, Box, Button, Chip, IconButton, Toolbar, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { product } from '../../shared/product.ts';
import { shellTexts } from '../texts/shellTexts.ts';
import { Logo } from './Logo.tsx';

export type AppMenuProps = {
  firstName: string;
  isAdmin: boolean;
  /** The current location; the section it belongs to is highlighted. */
  activePath: string;
  open: boolean;
  onToggle: () => void;
  /** The screen decides whether to navigate or to redirect to /. */
  onNavigate: (path: string) => void;
};

const { routes } = product;
const texts = shellTexts.menu;
const NAV_ID = 'app-menu-entries';

type Entry = { path: string; label: string; sections: readonly string[] };

const entries: readonly Entry[] = [
  // Articles (view, publish, edit) belong to the home feed.
  { path: routes.home, label: texts.home, sections: [routes.article, routes.publish, routes.editor] },
  { path: routes.gram, label: texts.gram, sections: [routes.gramViewer] },
  { path: routes.tube, label: texts.tube, sections: [] },
  { path: routes.chat, label: texts.chat, sections: [] },
  { path: routes.app, label: texts.app, sections: [] },
];
const adminEntry: Entry = { path: routes.admin, label: texts.admin, sections: [] };

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

function isActive(entry: Entry, activePath: string): boolean {
  const path = activePath.length > 1 ? activePath.replace(/\/+$/, '') : activePath;
  // /app is the prefix of every section, so home only matches itself and its own sections.
  if (entry.path === routes.home && path !== routes.home) return entry.sections.some((s) => isUnder(path, s));
  return [entry.path, ...entry.sections].some((base) => isUnder(path, base));
}

export function AppMenu({ firstName, isAdmin, activePath, open, onToggle, onNavigate }: AppMenuProps) {
  const visible = isAdmin ? [...entries, adminEntry] : entries;

  return (
    <AppBar position="static" color="primary">
      <Toolbar sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, py: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={open ? texts.close : texts.open}
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={onToggle}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
        {/* A cream disc, so the brown rabbit stands out on the brown bar. */}
        <Box sx={{ display: 'flex', p: 0.5, borderRadius: '50%', bgcolor: 'background.default' }}>
          <Logo size={28} />
        </Box>
        <Box
          component="nav"
          id={NAV_ID}
          aria-label={texts.label}
          sx={{
            display: open ? 'flex' : 'none',
            order: { xs: 3, md: 0 },
            flexBasis: { xs: '100%', md: 'auto' },
            flexDirection: { xs: 'column', md: 'row' },
            flexWrap: 'wrap',
            gap: 0.5,
            pb: { xs: 1, md: 0 },
          }}
        >
          {visible.map((entry) => {
            const active = isActive(entry, activePath);
            return (
              <Button
                key={entry.path}
                color="inherit"
                aria-current={active ? 'page' : undefined}
                onClick={() => onNavigate(entry.path)}
                sx={{
                  justifyContent: { xs: 'flex-start', md: 'center' },
                  fontWeight: active ? 700 : 400,
                  bgcolor: active ? 'secondary.main' : 'transparent',
                  color: active ? 'secondary.contrastText' : 'inherit',
                  '&:hover': { bgcolor: active ? 'secondary.dark' : 'primary.dark' },
                }}
              >
                {entry.label}
              </Button>
            );
          })}
        </Box>
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, order: { xs: 2, md: 0 } }}>
          <Typography
            component="span"
            title={firstName}
            sx={{ fontWeight: 600, minWidth: 0, maxWidth: { xs: 140, sm: 240 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {firstName}
          </Typography>
          <Chip
            label={texts.language}
            aria-label={texts.languageLabel}
            size="small"
            sx={{ bgcolor: 'background.paper', color: 'primary.main', fontWeight: 700 }}
          />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
