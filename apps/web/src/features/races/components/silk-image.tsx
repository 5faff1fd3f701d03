import { useState } from 'react';

export const FALLBACK_SILK = '/silks/fallback.svg';

/** A jockey's silks (a plain image: the runner list sets its display); a missing or broken image falls back to plain silks once (no error loop). */
export function SilkImage({ src, alt }: { src: string | null; alt: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <img
      src={!src || hasFailed ? FALLBACK_SILK : src}
      alt={alt}
      width={36}
      height={36}
      loading="lazy"
      onError={() => setHasFailed(true)}
    />
  );
}
