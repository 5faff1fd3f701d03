import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useT } from '../i18n/use-t';

interface AppDialogProps {
  /** Also the dialog's accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  /**
   * A long text with nothing to focus in it: its scrolling body takes focus (named after the
   * title), so a keyboard can scroll it too (WCAG 2.1.1).
   */
  isScrollableText?: boolean;
}

/**
 * The frame of every product dialog. Dialogs are persistent: a stray tap on the backdrop or
 * Escape must not throw away what the player typed, so only the X closes them. MUI keeps
 * focus inside while open and returns it to the opener afterwards. Shown only while mounted:
 * closing unmounts, so a dialog opens with fresh fields every time.
 */
export function AppDialog({
  title,
  onClose,
  children,
  maxWidth = 'xs',
  isScrollableText = false,
}: AppDialogProps) {
  const { t } = useT();
  const titleId = useId();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open
      disableEscapeKeyDown
      aria-labelledby={titleId}
      fullWidth
      fullScreen={isPhone}
      maxWidth={maxWidth}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label={t('common.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent
        {...(isScrollableText && { tabIndex: 0, role: 'region', 'aria-labelledby': titleId })}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}
