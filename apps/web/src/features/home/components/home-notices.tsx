import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { BENEFICIARY_COOLING_OFF_DEFAULT_HOURS } from '@furlong/contract';
import { useState } from 'react';
import { ExpandMoreIcon } from '../../../components/icons';
import type { MessageId } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';

const NOTICES = [
  {
    id: 'instant-withdrawal',
    title: 'home.noticeWithdrawalTitle',
    body: 'home.noticeWithdrawalBody',
  },
  { id: 'tax-rule', title: 'home.noticeTdsTitle', body: 'home.noticeTdsBody' },
] as const satisfies ReadonlyArray<{ id: string; title: MessageId; body: MessageId }>;

/** What "instant" means for a new account: it waits out its cooling-off first (decision 025). */
const VALUES = { hours: BENEFICIARY_COOLING_OFF_DEFAULT_HOURS };

/**
 * A notice is a disclosure (a heading's button that shows or hides its text), drawn as an
 * outlined panel. Plain elements styled here once: the first screen carries no accordion and no
 * collapse animation for two lines of text (decision 045).
 */
const NOTICE_SX: SxProps<Theme> = (theme) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: `${theme.shape.borderRadius}px`,
  bgcolor: 'background.paper',
  '& h2': { m: 0 },
  '& button': {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: 48,
    px: 2,
    py: 1,
    border: 0,
    background: 'none',
    cursor: 'pointer',
    textAlign: 'left',
    color: 'text.primary',
    fontFamily: theme.typography.fontFamily,
    fontWeight: 600,
    fontSize: 15,
  },
  '& button > span': { flex: 1 },
  '& button svg': { color: 'action.active', transition: theme.transitions.create('transform') },
  '& button[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '& p': { ...theme.typography.body2, m: 0, px: 2, pb: 2 },
});

function Notice({ id, title, body }: (typeof NOTICES)[number]) {
  const { t } = useT();
  const [isOpen, setOpen] = useState(false);
  return (
    <Box sx={NOTICE_SX}>
      <h2>
        <button
          type="button"
          id={`notice-${id}-summary`}
          aria-expanded={isOpen}
          aria-controls={`notice-${id}-details`}
          onClick={() => setOpen((open) => !open)}
        >
          <span>{t(title)}</span>
          <ExpandMoreIcon aria-hidden />
        </button>
      </h2>
      <div
        id={`notice-${id}-details`}
        role="region"
        aria-labelledby={`notice-${id}-summary`}
        hidden={!isOpen}
      >
        <p>{t(body, VALUES)}</p>
      </div>
    </Box>
  );
}

/** The two collapsible notices of the home layout, and the bonus-wallet notice. */
export function HomeNotices() {
  const { t } = useT();
  return (
    <Box component="section" aria-label={t('home.notices')} sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {NOTICES.map((notice) => (
        <Notice key={notice.id} {...notice} />
      ))}
      <Alert severity="info" variant="outlined">
        {t('home.bonusWalletsOff')}
      </Alert>
    </Box>
  );
}
