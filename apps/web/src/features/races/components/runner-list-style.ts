import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../../components/visually-hidden';

/**
 * The class names of a race card's runner rows. The rows are plain elements styled once by the
 * list that holds them (RUNNER_LIST_SX), not MUI components with their own styles: a card of
 * fourteen runners was some 700 styled components, most of a phone's time to draw it, and it
 * is drawn again on every price move (decision 045).
 */
export const runnerClass = {
  row: 'runner-row',
  main: 'runner-main',
  title: 'runner-title',
  number: 'runner-number',
  formButton: 'runner-form-button',
  detail: 'runner-detail',
  moves: 'runner-moves',
  movesButton: 'runner-moves-button',
  sparkline: 'runner-sparkline',
  prices: 'runner-prices',
  market: 'runner-market',
  price: 'runner-price',
  suspended: 'runner-suspended',
  hidden: 'runner-hidden',
} as const;

const c = runnerClass;

/** Body 2 in secondary text, as MUI's Typography variant="body2" color="text.secondary". */
const detail = (theme: Theme) => ({
  ...theme.typography.body2,
  margin: 0,
  color: theme.palette.text.secondary,
});

export const RUNNER_LIST_SX: SxProps<Theme> = (theme) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  mb: 2,
  outline: 'none',
  [`& .${c.row}`]: {
    display: 'grid',
    gridTemplateColumns: '36px minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    padding: theme.spacing(1, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  [`& .${c.row}[data-scratched]`]: { opacity: 0.7 },
  [`& .${c.row} img`]: { display: 'block' },
  [`& .${c.main}`]: { minWidth: 0 },
  [`& .${c.title}`]: {
    ...theme.typography.body1,
    margin: 0,
    fontWeight: 600,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
  },
  [`& .${c.title} > span, & .${c.title} del`]: { overflowWrap: 'anywhere' },
  [`& .${c.number}`]: { minWidth: 20 },
  [`& .${c.formButton}`]: {
    minHeight: 44,
    padding: 0,
    border: 0,
    background: 'none',
    cursor: 'pointer',
    textAlign: 'left',
    font: 'inherit',
    color: theme.palette.primary.main,
    textDecoration: 'underline',
    textUnderlineOffset: 3,
  },
  [`& .${c.detail}`]: detail(theme),
  [`& .${c.moves}`]: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    flexWrap: 'wrap',
    marginTop: theme.spacing(0.25),
  },
  [`& .${c.moves} .${c.detail}`]: { fontVariantNumeric: 'tabular-nums' },
  [`& .${c.movesButton}`]: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minHeight: 44,
    padding: 0,
    border: 0,
    background: 'none',
    cursor: 'pointer',
    textAlign: 'left',
    font: 'inherit',
    color: theme.palette.text.secondary,
  },
  [`& .${c.movesButton} .${c.detail}`]: {
    color: theme.palette.primary.main,
    textDecoration: 'underline',
    textUnderlineOffset: 3,
  },
  [`& .${c.sparkline}`]: {
    display: 'block',
    flex: 'none',
    color: theme.palette.primary.main,
    overflow: 'visible',
  },
  [`& .${c.prices}`]: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, 56px)',
    gap: theme.spacing(0.5),
    textAlign: 'center',
    gridColumn: '1 / -1',
    justifyContent: 'end',
    [theme.breakpoints.up('sm')]: { gridColumn: 'auto', justifyContent: 'normal' },
  },
  [`& .${c.market}`]: {
    ...theme.typography.caption,
    display: 'block',
    color: theme.palette.text.secondary,
  },
  [`& .${c.market} abbr`]: { textDecoration: 'none' },
  [`& .${c.price}`]: {
    ...theme.typography.body1,
    margin: 0,
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
  },
  [`& button.${c.price}`]: {
    width: '100%',
    minHeight: 44,
    padding: 0,
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.primary.main}`,
    background: 'none',
    color: theme.palette.primary.main,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.75,
    cursor: 'pointer',
    transition: theme.transitions.create(['background-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&[aria-pressed="true"]': {
      backgroundColor: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
    },
    '&[aria-pressed="true"]:hover': { backgroundColor: theme.palette.primary.dark },
  },
  [`& .${c.suspended}`]: {
    ...theme.typography.caption,
    display: 'block',
    color: theme.palette.warning.main,
    fontWeight: 700,
    lineHeight: '24px',
  },
  [`& .${c.hidden}`]: visuallyHidden,
});
