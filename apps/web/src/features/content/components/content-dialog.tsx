import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { BindingEnglishNote } from './binding-english-note';

interface ContentDialogProps {
  title: string;
  onClose: () => void;
  /** A legal text, binding in English: other languages say so above it. */
  isBindingEnglish?: boolean;
  children: ReactNode;
}

/** A long text in a dialog: terms, privacy, help, responsible gambling, betting rules. */
export default function ContentDialog({
  title,
  onClose,
  isBindingEnglish = false,
  children,
}: ContentDialogProps) {
  return (
    <AppDialog title={title} onClose={onClose} maxWidth="md" isScrollableText>
      <Box
        sx={{
          '& p': { mt: 0, mb: 1.5 },
          '& ul': { mt: 0, mb: 1.5, pl: 3 },
          '& li': { mb: 0.5 },
          '& h3': { fontSize: '1rem', mt: 2, mb: 1 },
        }}
      >
        {isBindingEnglish && <BindingEnglishNote />}
        {/* Binding English inside a page in another language: screen readers switch voice (WCAG 3.1.2). */}
        {isBindingEnglish ? <div lang="en-IN">{children}</div> : children}
      </Box>
    </AppDialog>
  );
}
