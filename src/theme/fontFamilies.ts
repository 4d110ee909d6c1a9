// The two families the app ships (src/theme/fonts.css) and names, in the theme and in the few
// components that show a code. The generic family after each only draws while the shipped face is
// still on its way (font-display: swap), or a letter neither subset has.

/** Every text: Roboto. */
export const textFontFamily = '"Roboto", sans-serif';

/** Codes and keys read character by character (a reset code, a text key): Roboto Mono. */
export const codeFontFamily = '"Roboto Mono", monospace';
