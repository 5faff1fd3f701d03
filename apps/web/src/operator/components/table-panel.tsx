import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface TableColumn {
  label: string;
  align?: 'right';
}

interface TablePanelProps {
  title: string;
  columns: TableColumn[];
  /** Shown instead of the table when there are no rows. */
  emptyText: string;
  isEmpty: boolean;
  /** The table rows. */
  children: ReactNode;
}

/** A titled panel holding a small table of rows, or a line saying there are none. */
export function TablePanel({ title, columns, emptyText, isEmpty, children }: TablePanelProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {title}
      </Typography>
      {isEmpty ? (
        <Typography>{emptyText}</Typography>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than a phone's screen.
        <TableContainer tabIndex={0} role="group" aria-label={`${title} table`}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.label} align={column.align}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
