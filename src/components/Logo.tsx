import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { publicTexts } from '../texts/publicTexts.ts';

export type LogoProps = {
  /** Width and height in pixels. */
  size?: number;
};

export function Logo({ size = 64 }: LogoProps) {
  const { palette } = useTheme();
  const fur = palette.primary.main;
  const cream = palette.background.default;
  const dark = palette.grey[900];
  const glint = palette.common.white;

  return (
    <Box
      component="svg"
      role="img"
      aria-label={publicTexts.logo}
      viewBox="0 0 64 64"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <g fill={fur}>
        <ellipse cx="23" cy="18" rx="7" ry="16" transform="rotate(-14 23 18)" />
        <ellipse cx="41" cy="18" rx="7" ry="16" transform="rotate(14 41 18)" />
        <circle cx="32" cy="42" r="18" />
      </g>
      <g fill={cream}>
        <ellipse cx="23" cy="19" rx="3" ry="11" transform="rotate(-14 23 19)" />
        <ellipse cx="41" cy="19" rx="3" ry="11" transform="rotate(14 41 19)" />
        <ellipse cx="32" cy="50" rx="9" ry="6.5" />
      </g>
      <g fill={dark}>
        <circle cx="25" cy="39" r="2.6" />
        <circle cx="39" cy="39" r="2.6" />
        <path d="M29 45.5h6l-3 3.2z" />
      </g>
      <g fill={glint}>
        <circle cx="25.9" cy="38.1" r="0.9" />
        <circle cx="39.9" cy="38.1" r="0.9" />
      </g>
      <path
        d="M32 48.7v2.3M32 51c-1 1.6-3.2 1.6-4.2 0.4M32 51c1 1.6 3.2 1.6 4.2 0.4"
        fill="none"
        stroke={dark}
        strokeWidth="1.2"
        strokeLinecap="round"
      />
    </Box>
  );
}
