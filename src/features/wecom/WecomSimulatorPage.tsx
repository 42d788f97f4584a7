import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { wecomSimulatorApi } from './wecomApi';
import type { SimulatedMember } from '../../schemas/wecom';
import { useSimulatorOn } from '../shared';
import { wecomSimulatorTexts as T } from './texts';

/** Where to send the browser back: the sign-in page of this same site only, so the page redirects nowhere else. */
function returnAddress(redirectUri: string | null, query: Record<string, string>): string | null {
  if (!redirectUri) return null;
  try {
    const url = new URL(redirectUri, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  } catch {
    return null;
  }
}

function Members({ tenant, onApprove }: { tenant: string; onApprove(userId: string): Promise<void> }) {
  const [members, setMembers] = useState<SimulatedMember[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    wecomSimulatorApi
      .members(tenant)
      .then(setMembers)
      .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  }, [tenant]);
  const approve = async (userId: string) => {
    setPending(true);
    try {
      await onApprove(userId);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setPending(false);
    }
  };
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!members) return <CircularProgress sx={{ alignSelf: 'center' }} />;
  if (members.length === 0) return <Typography color="text.secondary">{T.empty}</Typography>;
  return (
    <List dense aria-label={T.title}>
      {members.map((member) => (
        <ListItem
          key={member.userId}
          divider
          secondaryAction={
            <Button size="small" variant="contained" disabled={pending} onClick={() => void approve(member.userId)}>
              {T.approve}
            </Button>
          }
        >
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} alignItems="center">
                <span>{member.name}</span>
                <Chip
                  size="small"
                  label={member.bound ? T.bound : T.unbound}
                  color={member.bound ? 'success' : 'default'}
                />
              </Stack>
            }
            secondary={member.userId}
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * /wecomSimulator/authorize: WeCom's approval page as the local simulator plays it (no WeCom configured). It
 * lists the tenant's members; approving as one sends the browser back to the sign-in page with a one-time
 * code and the state it came with; declining sends the state alone, as WeCom does.
 */
export function WecomSimulatorPage() {
  const [params] = useSearchParams();
  const simulatorOn = useSimulatorOn('wecom');
  const tenant = params.get('tenant') ?? '';
  const state = params.get('state') ?? '';
  const redirectUri = params.get('redirect_uri');
  const valid = returnAddress(redirectUri, {}) !== null && tenant !== '' && state !== '';
  const approve = async (userId: string) => {
    const code = await wecomSimulatorApi.approve(tenant, userId);
    window.location.assign(returnAddress(redirectUri, { code, state }) ?? '/');
  };
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#f2f3f5', p: 2 }}>
      <Paper sx={{ p: 3, width: '100%', maxWidth: 440 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h1">
            {T.title}
          </Typography>
          {simulatorOn === false && <Alert severity="warning">{T.off}</Alert>}
          {simulatorOn && !valid && <Alert severity="error">{T.badRedirect}</Alert>}
          {simulatorOn && valid && (
            <>
              <Alert severity="info">{T.note}</Alert>
              <Typography color="text.secondary">
                {T.corp}：{tenant}
              </Typography>
              <Members tenant={tenant} onApprove={approve} />
              <Button onClick={() => window.location.assign(returnAddress(redirectUri, { state }) ?? '/')}>
                {T.decline}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
