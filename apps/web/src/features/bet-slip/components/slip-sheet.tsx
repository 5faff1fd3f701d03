import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';
import { CloseIcon } from '../../../components/icons';
import { useT } from '../../../i18n/use-t';

interface SlipSheetProps {
  /** Lines on the slip. */
  count: number;
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** The slip itself. */
  children: ReactNode;
}

/**
 * The phone's slip: a bar held at the bottom of the screen with the count, one tap from a
 * bottom sheet that holds the slip. The sheet is built when first needed (a price picked or the
 * bar tapped), not while the race card paints (decision 045); from then on it stays mounted
 * while closed, so amounts typed and a refusal shown survive closing and opening it again.
 */
export function SlipSheet({ count, isOpen, onOpen, onClose, children }: SlipSheetProps) {
  const { t } = useT();
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && (isOpen || count > 0)) setNeeded(true);
  return (
    <>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 'appBar',
          mx: -1,
          mt: 2,
          p: 1,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          boxShadow: 3,
        }}
      >
        <Button
          variant="contained"
          fullWidth
          size="large"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={onOpen}
          sx={{ minHeight: 48, justifyContent: 'space-between' }}
        >
          {/* The name is the visible words (speech input says what it sees), the count spelt out. */}
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {t('slip.heading')}
            <Box
              component="span"
              data-testid="slip-count"
              sx={{
                display: 'inline-grid',
                placeItems: 'center',
                minWidth: 28,
                height: 28,
                px: 0.5,
                borderRadius: 14,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
              }}
            >
              {count}
            </Box>
            <Box component="span" sx={visuallyHidden}>
              {t('slip.selections', { count })}
            </Box>
          </Box>
          <Box component="span" sx={{ fontWeight: 400 }}>
            {count === 0 ? t('slip.tapAPrice') : t('slip.open')}
          </Box>
        </Button>
      </Box>
      {isNeeded && (
        <Drawer
          anchor="bottom"
          open={isOpen}
          onClose={onClose}
          keepMounted
          slotProps={{
            paper: {
              'aria-label': t('slip.heading'),
              sx: { maxHeight: '90dvh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
            },
          }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 0.5, mb: -2 }}>
            <IconButton aria-label={t('slip.close')} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Box>
          {children}
        </Drawer>
      )}
    </>
  );
}
