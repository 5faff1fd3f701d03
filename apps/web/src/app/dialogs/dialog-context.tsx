import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** One flag per dialog (spec section 2): each opens and closes on its own, and they may stack. */
export const DIALOG_NAMES = [
  'signIn',
  'signUp',
  'forgotPassword',
  'verifyEmail',
  'verifyMobile',
  'terms',
  'privacy',
  'help',
  'responsibleGambling',
  'bettingRules',
  'addBeneficiary',
  'addBeneficiaryV2',
  'changePassword',
  'editProfile',
] as const;
export type DialogName = (typeof DIALOG_NAMES)[number];

export interface Dialogs {
  isOpen: (name: DialogName) => boolean;
  open: (name: DialogName) => void;
  close: (name: DialogName) => void;
  /** Closes one and opens another, as the links between sign-in, sign-up and forgot do. */
  replace: (from: DialogName, to: DialogName) => void;
  /** The email or mobile the sign-in dialog opens filled in with (the one just registered). */
  signInIdentifier: string;
  /** Fills the sign-in dialog's email or mobile the next time it opens. */
  fillSignIn: (identifier: string) => void;
}

const DialogsContext = createContext<Dialogs | null>(null);

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [openNames, setOpenNames] = useState<ReadonlySet<DialogName>>(() => new Set());
  const [signInIdentifier, fillSignIn] = useState('');
  // Stable actions: effects may depend on them without running again on every change.
  const actions = useMemo(() => {
    const update = (from: DialogName | null, to: DialogName | null) =>
      setOpenNames((current) => {
        const isUnchanged =
          (from === null || !current.has(from)) && (to === null || current.has(to));
        if (isUnchanged) return current;
        const next = new Set(current);
        if (from !== null) next.delete(from);
        if (to !== null) next.add(to);
        return next;
      });
    return {
      open: (name: DialogName) => update(null, name),
      close: (name: DialogName) => update(name, null),
      replace: (from: DialogName, to: DialogName) => update(from, to),
    };
  }, []);
  const dialogs = useMemo<Dialogs>(
    () => ({ ...actions, isOpen: (name) => openNames.has(name), signInIdentifier, fillSignIn }),
    [actions, openNames, signInIdentifier],
  );
  return <DialogsContext value={dialogs}>{children}</DialogsContext>;
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs must be used inside DialogsProvider');
  return dialogs;
}
