import { useEffect, useEffectEvent, useRef } from 'react';

const HLS_MIME = 'application/vnd.apple.mpegurl';

interface HlsPlayerProps {
  src: string;
  /** Accessible name of the video element. */
  label: string;
  onFailure: () => void;
}

/**
 * Plays an HLS stream: natively where the browser can (Safari, most phones), else through
 * hls.js, which is loaded only here so it never weighs on the first page load. Autoplay is
 * muted (browsers allow only that); the player unmutes with the controls.
 */
export function HlsPlayer({ src, label, onFailure }: HlsPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const handleFailure = useEffectEvent(onFailure);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    video.muted = true;
    const fail = () => handleFailure();
    let isCancelled = false;
    let destroyHls: (() => void) | undefined;

    if (video.canPlayType(HLS_MIME) !== '') {
      video.src = src;
      video.addEventListener('error', fail);
      void video.play().catch(() => undefined);
    } else {
      import('hls.js')
        .then(({ default: Hls }) => {
          if (isCancelled) return;
          if (!Hls.isSupported()) return fail();
          const hls = new Hls({ lowLatencyMode: false });
          destroyHls = () => hls.destroy();
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) fail();
          });
          hls.on(Hls.Events.MANIFEST_PARSED, () => void video.play().catch(() => undefined));
          hls.loadSource(src);
          hls.attachMedia(video);
        })
        .catch(fail);
    }

    return () => {
      isCancelled = true;
      video.removeEventListener('error', fail);
      destroyHls?.();
      video.removeAttribute('src');
    };
  }, [src]);

  return (
    <video
      ref={videoRef}
      aria-label={label}
      controls
      muted
      autoPlay
      playsInline
      style={{ display: 'block', width: '100%', height: '100%', background: '#000' }}
    />
  );
}
