import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The class names of the race day's rows: plain elements styled once by the list that holds
 * them (RACE_LIST_SX) rather than MUI list items with their own styles, since a race day of
 * forty races was most of a phone's time to draw the page (decision 045).
 */
export const raceClass = {
  link: 'race-link',
  line: 'race-line',
  venue: 'race-venue',
  number: 'race-number',
  time: 'race-time',
  summary: 'race-summary',
  badges: 'race-badges',
  wrap: 'race-wrap',
  muted: 'race-muted',
} as const;

const c = raceClass;

export const RACE_LIST_SX: SxProps<Theme> = (theme) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  '& > li': { borderBottom: `1px solid ${theme.palette.divider}` },
  [`& .${c.link}`]: {
    display: 'block',
    padding: theme.spacing(1.25, 2),
    color: 'inherit',
    textDecoration: 'none',
    ...theme.typography.body1,
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
  },
  [`& .${c.line}`]: { display: 'flex', alignItems: 'center', gap: theme.spacing(1.5) },
  [`& .${c.venue}`]: { flex: 1, minWidth: 0, fontWeight: 600 },
  [`& .${c.number}`]: { fontWeight: 600 },
  [`& .${c.time}`]: { fontVariantNumeric: 'tabular-nums' },
  [`& .${c.summary}`]: {
    display: 'grid',
    gap: theme.spacing(0.25),
    marginTop: theme.spacing(0.75),
    fontSize: 14,
    [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(6) },
  },
  [`& .${c.badges}`]: { display: 'flex', gap: theme.spacing(0.5), flexWrap: 'wrap' },
  [`& .${c.wrap}`]: { overflowWrap: 'anywhere' },
  [`& .${c.muted}`]: { color: theme.palette.text.secondary },
});
