import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useId, useState, type MouseEvent } from 'react';
import { lazy } from '../../lib/lazy';
import { visuallyHidden } from '../../components/visually-hidden';
import { languageOf, type LanguageTag } from '../../i18n/languages';
import { useT } from '../../i18n/use-t';
import { useChooseLanguage } from './use-choose-language';

// The menu is on every page but rarely opened: its list waits for the first tap.
const LanguageOptions = lazy(() => import('./language-options'));

/** The language switch: each language named in itself, a 44 px target on any screen. */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, language } = useT();
  const choose = useChooseLanguage();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleChoose = (tag: LanguageTag) => {
    setAnchor(null);
    void choose(tag);
  };
  return (
    <>
      <Button
        color={color}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={handleOpen}
        sx={{ minHeight: 44, minWidth: 44, flexShrink: 0, textTransform: 'none' }}
      >
        {languageOf(language).name}
        {/* The name starts with the words shown: speech-input users say what they see. */}
        <Box component="span" sx={visuallyHidden}>
          {t('language.change')}
        </Box>
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageOptions
            id={menuId}
            anchor={anchor}
            current={language}
            onChoose={handleChoose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
