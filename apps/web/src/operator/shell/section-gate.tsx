import type { OperatorPermission } from '@furlong/contract';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { useOperatorCan } from '../lib/use-operator-can';
import { consoleSections } from '../console-sections';

/** A section's address opened without its permission (a bookmark, a link from another section). */
export function SectionGate(props: { permission: OperatorPermission; children: ReactNode }) {
  const { isKnown, can } = useOperatorCan();
  if (!isKnown) return <PageLoading label="Loading the console" />;
  if (!can(props.permission))
    return (
      <Typography component="h1" variant="h5">
        Your role does not include this section
      </Typography>
    );
  return props.children;
}

/** /operator itself: the first section the operator's roles open. */
export function FirstSection() {
  const { isKnown, can } = useOperatorCan();
  if (!isKnown) return <PageLoading label="Loading the console" />;
  const first = consoleSections.find((section) => can(section.permission));
  if (!first)
    return (
      <Typography component="h1" variant="h5">
        Your role does not include any console section
      </Typography>
    );
  return <Navigate replace to={first.path} />;
}
