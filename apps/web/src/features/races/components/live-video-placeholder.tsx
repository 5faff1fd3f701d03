import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Holds the player's space (width / 1.77, the stream's shape) until live video arrives. */
export function LiveVideoPlaceholder() {
  return (
    <Box
      sx={{
        aspectRatio: '1.77',
        mb: 2,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'grey.900',
        color: 'grey.100',
        borderRadius: 1,
      }}
    >
      <Typography>Live pictures will appear here.</Typography>
    </Box>
  );
}
