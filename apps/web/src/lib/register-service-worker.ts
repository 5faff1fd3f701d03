import { whenIdle } from './when-idle';

/**
 * Registers the installable app's service worker (vite-plugin-pwa's `/sw.js`) once the page
 * has loaded and the browser is idle: starting the worker and its precache download would
 * otherwise compete with the first screen for a phone's CPU and a weak signal. The built app
 * only; the development server has no worker.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  window.addEventListener('load', () => whenIdle(register, 4000), { once: true });
}
