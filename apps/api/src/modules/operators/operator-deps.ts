import type { IdentityDeps } from '../identity/identity-deps';

/** What the operator verbs need: the identity deps without the player notifier. */
export type OperatorDeps = Omit<IdentityDeps, 'notifier'>;
