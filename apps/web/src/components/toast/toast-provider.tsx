import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Toast, type ToastSeverity } from './toast-context';

// The snackbar is fetched with the first message: most visits never show one.
const ToastView = lazy(() => import('./toast-view'));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const nextId = useRef(0);
  const showToast = useCallback((message: string, severity: ToastSeverity = 'success') => {
    nextId.current += 1;
    setToast({ id: nextId.current, message, severity });
  }, []);
  return (
    <ToastContext value={showToast}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView toast={toast} onClose={() => setToast(null)} />
        </Suspense>
      )}
    </ToastContext>
  );
}
