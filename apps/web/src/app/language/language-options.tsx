import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES, type LanguageTag } from '../../i18n/languages';

interface LanguageOptionsProps {
  id: string;
  anchor: HTMLElement;
  current: LanguageTag;
  onChoose: (tag: LanguageTag) => void;
  onClose: () => void;
}

/** The list of languages, each named in itself; its own chunk, loaded on the first tap. */
export default function LanguageOptions({
  id,
  anchor,
  current,
  onChoose,
  onClose,
}: LanguageOptionsProps) {
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {LANGUAGES.map((option) => (
        <MenuItem
          key={option.tag}
          lang={option.tag}
          selected={option.tag === current}
          onClick={() => onChoose(option.tag)}
          sx={{ minHeight: 44 }}
        >
          {option.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
