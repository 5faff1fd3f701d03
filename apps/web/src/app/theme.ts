import { createTheme } from '@mui/material/styles';
import { GLOBAL_CLASS } from '../components/global-class';

const FOCUS_RING = '3px solid #c99a06';
const PRIMARY = { main: '#0b4d36', dark: '#073425', contrastText: '#ffffff' };

/**
 * Racing green and gold. System fonts only: nothing to download on a slow phone, and the CSP
 * allows fonts from our own origin alone. Status colours are darkened so white badge text
 * keeps a 4.5:1 contrast.
 */
export const theme = createTheme({
  palette: {
    primary: PRIMARY,
    secondary: { main: '#e3b23c', dark: '#a87b0c', contrastText: '#1a1a1a' },
    success: { main: '#1b6e32' },
    warning: { main: '#b45309' },
    error: { main: '#c62828' },
    info: { main: '#01579b' },
    background: { default: '#f3f5f4' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
    h1: { fontSize: '1.5rem', fontWeight: 700 },
    h2: { fontSize: '1.2rem', fontWeight: 700 },
    h3: { fontSize: '1rem', fontWeight: 700 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: FOCUS_RING, outlineOffset: 2 },
        // Small marks repeated in every list (components/global-class.ts).
        [`.${GLOBAL_CLASS.venueBadge}`]: {
          display: 'inline-block',
          minWidth: 44,
          padding: '2px 6px',
          borderRadius: 4,
          backgroundColor: PRIMARY.main,
          color: PRIMARY.contrastText,
          fontSize: 12,
          fontWeight: 700,
          letterSpacing: 0.5,
          textAlign: 'center',
          flexShrink: 0,
        },
        [`.${GLOBAL_CLASS.flag}`]: { display: 'inline-block' },
        [`img.${GLOBAL_CLASS.flag}`]: {
          borderRadius: 2,
          boxShadow: '0 0 0 1px rgba(0,0,0,0.15)',
        },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: FOCUS_RING, outlineOffset: 2 } },
      },
    },
  },
});
