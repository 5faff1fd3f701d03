import { useSyncExternalStore } from 'react';
import { whenIdle } from '../../../lib/when-idle';

/** Shown in a video banner's place until the video may start: one small image, fixed size. */
export const VIDEO_POSTER = { src: '/content/banner-video-poster.svg', width: 1200, height: 400 };

/** How long after the page's load the video waits for an idle moment at most. */
const IDLE_TIMEOUT_MS = 3000;

let mayStart = false;
let isWaiting = false;
const listeners = new Set<() => void>();

function allow(): void {
  mayStart = true;
  listeners.forEach((listener) => listener());
}

/** The browser's own data saver (Chrome's Lite mode, Android's): no video by itself. */
export function isBrowserSavingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

function startWaiting(): void {
  if (isWaiting) return;
  isWaiting = true;
  const afterLoad = () => whenIdle(allow, IDLE_TIMEOUT_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  startWaiting();
  return () => listeners.delete(listener);
}

/**
 * True once the page has loaded and the phone is idle: the banners move (a new slide would be
 * a new, late largest paint) and videos start only from then on. Stays true for the page's life.
 */
export function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mayStart,
    () => false,
  );
}

/**
 * Whether a banner video may be put on the page: only once the page has settled, so the video
 * never competes with the first screen, and never while the browser saves data.
 */
export function useVideoStart(): boolean {
  return usePageSettled() && !isBrowserSavingData();
}

/** Tests only: back to a page that has not loaded yet (false), or one that has settled. */
export function setPageSettledForTests(isSettled: boolean): void {
  mayStart = isSettled;
  isWaiting = isSettled;
}
