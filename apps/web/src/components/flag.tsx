import Box from '@mui/material/Box';

interface FlagProps {
  src: string | undefined;
  /** The country's name: the flag carries it when no text beside it does. */
  label: string;
  height?: number;
}

/** A 3:2 flag; keeps its space while reference data loads so rows do not jump. */
export function Flag({ src, label, height = 16 }: FlagProps) {
  const width = Math.round(height * 1.5);
  if (!src) return <Box component="span" sx={{ display: 'inline-block', width, height }} />;
  return (
    <Box
      component="img"
      src={src}
      alt={label}
      width={width}
      height={height}
      sx={{ display: 'inline-block', borderRadius: 0.5, boxShadow: '0 0 0 1px rgba(0,0,0,0.15)' }}
    />
  );
}
