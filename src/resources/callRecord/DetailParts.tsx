import { Box, Grid, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Pieces of the record detail pages: a titled section, labelled fields, a plain table, and times as people read them. */

/** A time in China's way of writing it, or '-'. */
export const time = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleString('zh-CN', { hour12: false }) : '-';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function Fields({ fields }: { fields: [string, string][] }) {
  return (
    <Grid container spacing={2}>
      {fields.map(([label, value]) => (
        <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography data-testid={`detail-${label}`}>{value || '-'}</Typography>
        </Grid>
      ))}
    </Grid>
  );
}

export function Rows({ head, rows, empty }: { head: string[]; rows: string[][]; empty: string }) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {head.map((title) => (
            <TableCell key={title}>{title}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            {row.map((cell, at) => (
              <TableCell key={at}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
