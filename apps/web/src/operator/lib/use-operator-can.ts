import { operatorSelfSchema, rolesPermit, type OperatorPermission } from '@furlong/contract';
import { useQuery } from '@tanstack/react-query';
import { getOperatorJson } from './operator-api-client';
import { operatorKeys } from './operator-keys';
import { operatorApiPaths } from './operator-paths';

/** Who is signed in and their roles: the shell's name and every section's permissions. */
export function getOperatorSelf(signal?: AbortSignal) {
  return getOperatorJson(operatorApiPaths.me, operatorSelfSchema, signal);
}

/**
 * What the signed-in operator may do, from the contract's ROLE_PERMISSIONS, the table the
 * API enforces: the console hides what a role cannot use (the API refuses it regardless).
 * Until the operator is known, nothing is permitted.
 */
export function useOperatorCan() {
  const self = useQuery({
    queryKey: operatorKeys.me(),
    queryFn: ({ signal }) => getOperatorSelf(signal),
  });
  const roles = self.data?.roles;
  return {
    isKnown: roles !== undefined,
    operatorUid: self.data?.uid,
    can: (permission: OperatorPermission) => roles !== undefined && rolesPermit(roles, permission),
  };
}
