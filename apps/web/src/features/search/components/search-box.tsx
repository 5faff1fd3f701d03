import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@furlong/contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../i18n/use-t';
import { searchKey, useNameSearch } from '../api/search-names';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SearchResultsList } from './search-results';

/** A pause this long in typing sends the text. */
export const SEARCH_DEBOUNCE_MS = 250;

interface SearchBoxProps {
  /** `header`: the answers float below the box; `drawer`: they flow under it. */
  placement: 'header' | 'drawer';
  /** Called when a result is followed (the drawer closes). */
  onNavigate?: () => void;
}

/** Finds horses, jockeys, trainers and courses as the player types. */
export function SearchBox({ placement, onNavigate }: SearchBoxProps) {
  const { t, refusal } = useT();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useNameSearch(settled);
  const resultsId = useId();
  const isAsking = searchKey(text).length >= SEARCH_MIN_LENGTH;
  const handleNavigate = () => {
    setText('');
    onNavigate?.();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setText('');
  };

  let answer = null;
  if (isAsking && search.isError) {
    answer = (
      <Typography role="alert" sx={{ p: 1 }}>
        {search.error instanceof ApiError ? refusal(search.error) : t('error.INTERNAL')}
      </Typography>
    );
  } else if (isAsking && search.data) {
    const { horses, jockeys, trainers, venues } = search.data;
    answer =
      horses.length + jockeys.length + trainers.length + venues.length === 0 ? (
        <Typography sx={{ p: 1 }}>{t('search.nothing', { text: settled.trim() })}</Typography>
      ) : (
        <SearchResultsList results={search.data} onNavigate={handleNavigate} />
      );
  }

  return (
    <Box
      role="search"
      aria-label={t('search.label')}
      sx={{ position: 'relative', width: placement === 'header' ? { md: 280, lg: 340 } : '100%' }}
      onKeyDown={handleKeyDown}
    >
      <TextField
        type="search"
        fullWidth
        // In the bar a floating label would rise out of it: the words wait inside the box there.
        label={placement === 'drawer' ? t('search.label') : undefined}
        placeholder={placement === 'header' ? t('search.label') : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        slotProps={{
          htmlInput: {
            maxLength: SEARCH_MAX_LENGTH,
            'aria-controls': resultsId,
            ...(placement === 'header' ? { 'aria-label': t('search.label') } : {}),
            'data-testid': 'search-input',
          },
          input: {
            // 44 px high, the input itself (the tap target), without the outlined box's 56.
            sx: { bgcolor: 'background.paper', '& .MuiInputBase-input': { py: '10.5px' } },
            endAdornment:
              isAsking && search.isFetching ? (
                <CircularProgress size={18} aria-label={t('search.searching')} />
              ) : null,
          },
        }}
      />
      <Box id={resultsId} aria-live="polite" data-testid="search-results">
        {answer &&
          (placement === 'header' ? (
            <Paper
              elevation={8}
              sx={{
                position: 'absolute',
                top: '100%',
                right: 0,
                mt: 0.5,
                width: 'min(420px, 90vw)',
                maxHeight: '70vh',
                overflowY: 'auto',
                zIndex: (theme) => theme.zIndex.modal,
                color: 'text.primary',
              }}
            >
              {answer}
            </Paper>
          ) : (
            <Box sx={{ mt: 1 }}>{answer}</Box>
          ))}
      </Box>
    </Box>
  );
}
