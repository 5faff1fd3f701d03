import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface MoneyColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  isNumeric?: boolean;
}

/** A compact table of figures that fits a 360 px screen: numbers right-aligned, no wrap. */
export function MoneyTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: MoneyColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}) {
  return (
    <Table size="small" aria-label={caption} sx={{ '& td, & th': { px: 0.75 } }}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.label} align={column.isNumeric ? 'right' : 'left'}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell
                key={column.label}
                align={column.isNumeric ? 'right' : 'left'}
                sx={column.isNumeric ? { whiteSpace: 'nowrap' } : undefined}
              >
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
