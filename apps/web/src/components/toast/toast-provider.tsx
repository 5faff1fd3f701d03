import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazy } from '../../lib/lazy';
import {
  ToastContext,
  type LastingToast,
  type Toast,
  type ToastApi,
  type ToastSeverity,
} from './toast-context';

// The snackbar is fetched with the first message: most visits never show one.
const ToastView = lazy(() => import('./toast-view'));
const LastingToastsView = lazy(() => import('./lasting-toasts-view'));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [lasting, setLasting] = useState<LastingToast[]>([]);
  const nextId = useRef(0);
  const show = useCallback((message: string, severity: ToastSeverity = 'success') => {
    nextId.current += 1;
    setToast({ id: nextId.current, message, severity });
  }, []);
  const showLasting = useCallback((next: LastingToast) => {
    setLasting((shown) => (shown.some((item) => item.key === next.key) ? shown : [next, ...shown]));
  }, []);
  const dismiss = useCallback((dismissed: LastingToast) => {
    setLasting((shown) => shown.filter((item) => item.key !== dismissed.key));
    dismissed.onDismiss?.();
  }, []);
  const clearLasting = useCallback(() => setLasting([]), []);
  const api = useMemo<ToastApi>(
    () => ({ show, showLasting, clearLasting }),
    [show, showLasting, clearLasting],
  );
  return (
    <ToastContext value={api}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView toast={toast} onClose={() => setToast(null)} />
        </Suspense>
      )}
      {lasting.length > 0 && (
        <Suspense fallback={null}>
          <LastingToastsView toasts={lasting} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext>
  );
}
