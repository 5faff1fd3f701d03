import { createTheme } from '@mui/material/styles';

const FOCUS_RING = '3px solid #c99a06';

/**
 * Racing green and gold. System fonts only: nothing to download on a slow phone, and the CSP
 * allows fonts from our own origin alone. Status colours are darkened so white badge text
 * keeps a 4.5:1 contrast.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b4d36', dark: '#073425', contrastText: '#ffffff' },
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
