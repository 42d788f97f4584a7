import { Alert, Autocomplete, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pageLink } from '../../domain/pages';
import { avatarTexts, type AllotCandidates, type AvatarRecord } from '../../schemas/avatar';
import { digitalHumanApi } from './digitalHumanApi';
import { DIGITAL_TEXTS as T } from './texts';

type Option = { _id: string; label: string };

/** /imageAllocationEdit?id=…: the organisations and agents of the avatar's company that may use it. */
export function AllotmentPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const notify = useNotify();
  const navigate = useNavigate();
  const [avatar, setAvatar] = useState<AvatarRecord | null>(null);
  const [candidates, setCandidates] = useState<AllotCandidates>({ orgAccounts: [], agents: [] });
  const [orgs, setOrgs] = useState<Option[]>([]);
  const [agents, setAgents] = useState<Option[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!id) return;
    void digitalHumanApi
      .avatar(id)
      .then(async (found) => {
        setAvatar(found);
        setOrgs(found.orgAccounts.map((o) => ({ _id: o._id, label: o.name })));
        setAgents(found.agents.map((a) => ({ _id: a._id, label: `${a.fullName}（${a.loginName}）` })));
        setCandidates(await digitalHumanApi.candidates(found.tenant._id));
      })
      .catch(() => undefined);
  }, [id]);
  const back = () => navigate(pageLink('avatars'));
  const save = async () => {
    if (!avatar) return;
    setBusy(true);
    try {
      await digitalHumanApi.allot(avatar._id, {
        orgAccounts: orgs.map((o) => o._id),
        agents: agents.map((a) => a._id),
      });
      notify(avatarTexts.allotted, { type: 'success' });
      back();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };
  const orgOptions = candidates.orgAccounts.map((o) => ({ _id: o._id, label: o.name }));
  const agentOptions = candidates.agents.map((a) => ({ _id: a._id, label: `${a.fullName}（${a.loginName}）` }));
  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Typography variant="h6" sx={{ mb: 2 }}>
        {avatar ? `${T.allotTitle}·${avatar.name}` : T.allotTitle}
      </Typography>
      <Stack spacing={2}>
        <Alert severity="info">{T.allotHint}</Alert>
        {avatar && (
          <Box
            component="img"
            src={avatar.pictureUrl}
            alt={avatar.name}
            sx={{ width: 90, height: 160, objectFit: 'cover', borderRadius: 1 }}
          />
        )}
        <Autocomplete
          multiple
          options={orgOptions}
          value={orgs}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          onChange={(_, value) => setOrgs(value)}
          renderInput={(input) => <TextField {...input} label={T.orgAccounts} />}
        />
        <Autocomplete
          multiple
          options={agentOptions}
          value={agents}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          onChange={(_, value) => setAgents(value)}
          renderInput={(input) => <TextField {...input} label={T.agents} />}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={!avatar || busy} onClick={() => void save()}>
            {T.save}
          </Button>
          <Button onClick={back}>{T.back}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
