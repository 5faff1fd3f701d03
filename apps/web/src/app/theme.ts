import { createTheme } from '@mui/material/styles';
import { GLOBAL_CLASS } from '../components/global-class';

const FOCUS_RING = '3px solid #c99a06';
const PRIMARY = { main: '#0b4d36', dark: '#073425', contrastText: '#ffffff' };
/** Status colours, darkened so white text on them keeps a 4.5:1 contrast. */
const TONES = { success: '#1b6e32', warning: '#b45309', error: '#c62828' } as const;

/** Each tone's pill, filled or (with `data-outlined`) ringed in the tone's colour. */
function statusBadgeTones(): Record<string, Record<string, string>> {
  const styles: Record<string, Record<string, string>> = {};
  for (const [tone, colour] of Object.entries(TONES)) {
    const selector = `.${GLOBAL_CLASS.statusBadge}[data-tone="${tone}"]`;
    styles[selector] = { backgroundColor: colour };
    styles[`${selector}[data-outlined]`] = {
      backgroundColor: 'transparent',
      borderColor: colour,
      color: colour,
    };
  }
  return styles;
}

/**
 * Racing green and gold. System fonts only: nothing to download on a slow phone, and the CSP
 * allows fonts from our own origin alone. Status colours are darkened (TONES).
 */
export const theme = createTheme({
  palette: {
    primary: PRIMARY,
    secondary: { main: '#e3b23c', dark: '#a87b0c', contrastText: '#1a1a1a' },
    success: { main: TONES.success },
    warning: { main: TONES.warning },
    error: { main: TONES.error },
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
        [`.${GLOBAL_CLASS.statusBadge}`]: {
          display: 'inline-flex',
          alignItems: 'center',
          height: 24,
          padding: '0 8px',
          borderRadius: 12,
          border: '1px solid transparent',
          fontSize: '0.8125rem',
          fontWeight: 700,
          whiteSpace: 'nowrap',
          color: '#ffffff',
        },
        ...statusBadgeTones(),
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: FOCUS_RING, outlineOffset: 2 } },
      },
    },
    // Every target a thumb presses is at least 44 x 44 px, small variants included (WCAG
    // 2.5.5): VERIFY, Add beneficiary, Logout, LIVE, the slip's remove, the carousel's arrows.
    MuiButton: { styleOverrides: { root: { minHeight: 44 } } },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiListItemButton: { styleOverrides: { root: { minHeight: 44 } } },
    // 24 px boxes with 10 px around: 44 px to press; a labelled control's label is as tall.
    MuiCheckbox: { styleOverrides: { root: { padding: 10 } } },
    MuiRadio: { styleOverrides: { root: { padding: 10 } } },
    MuiFormControlLabel: { styleOverrides: { root: { minHeight: 44 } } },
    MuiInputBase: { styleOverrides: { root: { minHeight: 44 } } },
    MuiLink: {
      styleOverrides: {
        // A link standing alone ("Forgot password"); one inside a sentence keeps its line.
        button: { minHeight: 44, 'p &, label &': { minHeight: 'auto' } },
      },
    },
    MuiChip: {
      styleOverrides: {
        // A chip that is a link or a button (the balance): as tall as any other target.
        clickable: { height: 44, borderRadius: 22 },
      },
    },
  },
});
