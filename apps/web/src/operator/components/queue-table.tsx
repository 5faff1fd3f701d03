import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

interface QueueTableProps {
  /** The table's accessible name. */
  label: string;
  headers: readonly (string | { label: string; align: 'right' })[];
  /** False inside a panel that is already a Paper. */
  isOwnPaper?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** A decision queue's table: one row per request, the decision in the last column. */
export function QueueTable({ label, headers, isOwnPaper = true, children }: QueueTableProps) {
  return (
    <TableContainer component={isOwnPaper ? Paper : 'div'}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((header) =>
              typeof header === 'string' ? (
                <TableCell key={header}>{header}</TableCell>
              ) : (
                <TableCell key={header.label} align={header.align}>
                  {header.label}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
