import Box from '@mui/material/Box';

export function VenueBadge({ code }: { code: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        minWidth: 44,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 12,
        fontWeight: 700,
        letterSpacing: 0.5,
        textAlign: 'center',
        flexShrink: 0,
      }}
    >
      {code}
    </Box>
  );
}
