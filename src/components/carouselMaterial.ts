// What react-material-ui-carousel takes from '@mui/material', and nothing else: see
// carouselMaterialShim in vite.config.ts. Without it, its require('@mui/material') bundles all of MUI.
export { default as IconButton } from '@mui/material/IconButton';
export { styled } from '@mui/material/styles';
