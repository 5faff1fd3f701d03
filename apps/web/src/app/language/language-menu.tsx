import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { visuallyHidden } from '../../components/visually-hidden';
import { LANGUAGES, languageOf, type LanguageTag } from '../../i18n/languages';
import { useT } from '../../i18n/use-t';
import { useChooseLanguage } from './use-choose-language';

/** The language switch: each language named in itself, a 44 px target on any screen. */
export function LanguageMenu({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, language } = useT();
  const choose = useChooseLanguage();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = languageOf(language);
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
        {current.name}
        {/* The name starts with the words shown: speech-input users say what they see. */}
        <Box component="span" sx={visuallyHidden}>
          {t('language.change')}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option.tag}
            lang={option.tag}
            selected={option.tag === language}
            onClick={() => handleChoose(option.tag)}
            sx={{ minHeight: 44 }}
          >
            {option.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
