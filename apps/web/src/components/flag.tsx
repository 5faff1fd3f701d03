import { GLOBAL_CLASS } from './global-class';

interface FlagProps {
  src: string | undefined;
  /** The country's name: the flag carries it when no text beside it does. */
  label: string;
  height?: number;
}

/**
 * A 3:2 flag; keeps its space while reference data loads so rows do not jump. A plain element
 * styled by the theme (GLOBAL_CLASS).
 */
export function Flag({ src, label, height = 16 }: FlagProps) {
  const width = Math.round(height * 1.5);
  if (!src) return <span className={GLOBAL_CLASS.flag} style={{ width, height }} />;
  return <img className={GLOBAL_CLASS.flag} src={src} alt={label} width={width} height={height} />;
}
