import {
  Alert,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { insuranceTexts as texts, type CustomerInsurance } from '../../../schemas/insurance';
import type { RoomApi } from './roomApi';

type Loaded =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'done'; insurance: CustomerInsurance };

/** The answered caller's policies (spec 1 §2.4 '5G call: answering … fetches insurance'). */
export function InsuranceCard({ api }: { api: RoomApi }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let active = true;
    api
      .insurance()
      .then((insurance) => active && setLoaded({ kind: 'done', insurance }))
      .catch((err: Error) => active && setLoaded({ kind: 'failed', message: err.message || texts.failed }));
    return () => {
      active = false;
    };
  }, [api]);

  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="insurance-card">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="subtitle1">{texts.title}</Typography>
          {loaded.kind === 'done' && loaded.insurance.sample && <Chip size="small" label={texts.sample} />}
        </Stack>
        {loaded.kind === 'loading' && <Typography color="text.secondary">{texts.loading}</Typography>}
        {loaded.kind === 'failed' && <Alert severity="warning">{loaded.message}</Alert>}
        {loaded.kind === 'done' && loaded.insurance.policies.length === 0 && (
          <Typography color="text.secondary">{texts.none}</Typography>
        )}
        {loaded.kind === 'done' && loaded.insurance.policies.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                {[texts.policyNo, texts.productName, texts.kind, texts.status, texts.premium, texts.effectiveDate].map(
                  (title) => (
                    <TableCell key={title}>{title}</TableCell>
                  ),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {loaded.insurance.policies.map((policy) => (
                <TableRow key={policy.policyNo}>
                  <TableCell>{policy.policyNo}</TableCell>
                  <TableCell>{policy.productName}</TableCell>
                  <TableCell>{policy.kind}</TableCell>
                  <TableCell>{policy.status}</TableCell>
                  <TableCell>{policy.premium.toLocaleString('zh-CN')}</TableCell>
                  <TableCell>{policy.effectiveDate}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
