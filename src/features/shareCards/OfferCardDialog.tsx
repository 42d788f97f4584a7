import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { COVERAGE_MAX, formatMoney, type OfferRow } from '../../domain/offerPrice';
import type { CardTemplateRecord } from '../../schemas/cardTemplate';
import { offerCardPng } from './drawOfferCard';
import { saveCard } from './cardApi';
import { SHARE_CARD_TEXTS as T } from './texts';
import { useOfferForm, type OfferForm } from './useOfferForm';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function AmountInput({
  form,
  row,
  field,
  label,
}: {
  form: OfferForm;
  row: OfferRow;
  field: 'premium' | 'current' | 'past' | 'overdueFine';
  label: string;
}) {
  const error = form.errors[`${row.id}.${field}`];
  return (
    <TextField
      size="small"
      value={form.typed[row.id]?.[field] ?? ''}
      onChange={(event) => form.set(row.id, field, event.target.value)}
      error={Boolean(error)}
      helperText={error ? T[error] : undefined}
      placeholder="-"
      slotProps={{
        htmlInput: {
          'aria-label': `${row.title}${label}`,
          inputMode: 'decimal',
          maxLength: 20,
          style: { textAlign: 'right' },
        },
      }}
      sx={{ width: 140 }}
    />
  );
}

function RowCells({ form, row }: { form: OfferForm; row: OfferRow }) {
  if (row.type === 'total') {
    return (
      <>
        <TableCell />
        <TableCell
          align="right"
          data-testid={`offer-${row.id}`}
          sx={{ fontWeight: 700, color: row.totalType === 'total' ? 'warning.dark' : undefined }}
        >
          {formatMoney(row.value)}
        </TableCell>
      </>
    );
  }
  if (row.type === 'carAndShip') {
    return (
      <>
        <TableCell>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {(['current', 'past', 'overdueFine'] as const).map((field) => (
              <AmountInput key={field} form={form} row={row} field={field} label={T[field]} />
            ))}
          </Stack>
        </TableCell>
        <TableCell align="right" data-testid={`offer-${row.id}`}>
          {formatMoney(row.value)}
        </TableCell>
      </>
    );
  }
  return (
    <>
      <TableCell>
        <TextField
          size="small"
          value={form.typed[row.id]?.coverage ?? ''}
          onChange={(event) => form.set(row.id, 'coverage', event.target.value)}
          placeholder="-"
          slotProps={{ htmlInput: { 'aria-label': `${row.title}${T.coverage}`, maxLength: COVERAGE_MAX } }}
          sx={{ width: 160 }}
        />
      </TableCell>
      <TableCell align="right">
        <AmountInput form={form} row={row} field="premium" label={T.premium} />
      </TableCell>
    </>
  );
}

export interface OfferCardDialogProps {
  card: CardTemplateRecord;
  onClose(): void;
  onSaved(card: CardTemplateRecord): void;
}

/** The edit dialog (spec 3 §2): the rows with live totals; saving draws the card and sends it with the rows. */
export function OfferCardDialog({ card, onClose, onSaved }: OfferCardDialogProps) {
  const form = useOfferForm(card.content);
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const invalid = Object.keys(form.errors).length > 0;

  const save = async () => {
    setSaving(true);
    try {
      const file = offerCardPng({ name: card.name, tenantName: card.tenant.name, rows: form.rows, date: today() });
      const saved = await saveCard(card._id, form.rows, file);
      notify(T.edited, { type: 'success' });
      onSaved(saved);
    } catch {
      // The server's refusal is shown by the request itself.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>{T.editTitle}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
          {card.tenant.name} · {card.name}
        </Typography>
        <Table size="small" aria-label={T.editTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{T.item}</TableCell>
              <TableCell>{T.coverage}</TableCell>
              <TableCell align="right">{T.premium}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {form.rows.map((row) => (
              <TableRow key={row.id} sx={row.type === 'total' ? { bgcolor: 'action.hover' } : undefined}>
                <TableCell sx={{ fontWeight: row.type === 'total' ? 700 : undefined }}>{row.title}</TableCell>
                <RowCells form={form} row={row} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || invalid}>
          {saving ? T.saving : T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
