import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { product } from '../../shared/product.ts';
import { publicTexts } from '../texts/publicTexts.ts';
import { Logo } from './Logo.tsx';

export type PublicMenuProps = {
  /** The current location; the matching entry is highlighted. */
  activePath: string;
};

const entries = [
  { path: '/', label: publicTexts.menu.login },
  { path: '/register', label: publicTexts.menu.register },
  { path: '/about', label: publicTexts.menu.about },
] as const;

// The three spec labels and the logo share one row at 390 px: the gutters and the space around
// each label shrink on a phone instead of the row scrolling sideways. Narrower phones (360 px) drop
// the logo, and the narrowest let the labels wrap.
export function PublicMenu({ activePath }: PublicMenuProps) {
  return (
    <AppBar position="static" color="primary">
      <Toolbar disableGutters sx={{ px: { xs: 1, sm: 2 }, py: 0.5, gap: { xs: 0.5, sm: 1 } }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto', flexShrink: 0, '@media (max-width: 379.95px)': { display: 'none' } }}
        >
          {/* A cream disc, so the brown rabbit stands out on the brown bar. */}
          <Box sx={{ display: 'flex', p: 0.5, borderRadius: '50%', bgcolor: 'background.default' }}>
            <Logo size={30} />
          </Box>
          <Typography component="span" variant="h3" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {product.name}
          </Typography>
        </Box>
        <Box
          component="nav"
          aria-label={publicTexts.menu.label}
          sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', ml: 'auto', gap: { xs: 0.25, sm: 1 }, minWidth: 0 }}
        >
          {entries.map(({ path, label }) => {
            const active = path === activePath;
            return (
              <Button
                key={path}
                component={RouterLink}
                to={path}
                aria-current={active ? 'page' : undefined}
                color="inherit"
                sx={{
                  px: { xs: 1, sm: 1.5 },
                  whiteSpace: 'nowrap',
                  fontWeight: active ? 700 : 400,
                  bgcolor: active ? 'secondary.main' : 'transparent',
                  color: active ? 'secondary.contrastText' : 'inherit',
                  '&:hover': { bgcolor: active ? 'secondary.dark' : 'primary.dark' },
                }}
              >
                {label}
              </Button>
            );
          })}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
