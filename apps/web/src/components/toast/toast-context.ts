import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

/** A message that stays until the player dismisses it (the news of a settled race). */
export interface LastingToast {
  /** One toast per key: showing the same key again does not show it twice. */
  key: string;
  message: string;
  severity: ToastSeverity;
  /** Called once when the player dismisses it. */
  onDismiss?: () => void;
}

export type ShowToast = (message: string, severity?: ToastSeverity) => void;
export type ShowLastingToast = (toast: LastingToast) => void;

export interface ToastApi {
  show: ShowToast;
  showLasting: ShowLastingToast;
  /** Takes every lasting message away without dismissing it (the player signed out). */
  clearLasting: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

function useToastApi(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}

/** Shows a short message for 2 seconds (spec section 9); a newer message replaces an older one. */
export function useToast(): ShowToast {
  return useToastApi().show;
}

/**
 * Shows a message that stays until dismissed, beside the 2-second ones: lasting messages stack
 * (newest first, at most three in sight, under the app bar) and a short message never replaces one.
 */
export function useLastingToast(): ShowLastingToast {
  return useToastApi().showLasting;
}

/** Takes every lasting message away, undismissed: what one player was told is not left to the next. */
export function useClearLastingToasts(): () => void {
  return useToastApi().clearLasting;
}
