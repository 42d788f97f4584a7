import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { fifthGenerationApi } from './fifthGenerationApi';
import { fiveGLinkTexts } from '../../schemas/fiveG';
import { storedAgent } from '../../session/session';
import { choosesOrganisation, uploadDefaults } from '../materialManagement/materialRules';
import { OrganisationSelect } from '../materialManagement/UploadFields';
import { FIVE_G_MATERIAL_TEXTS as T } from './texts';

type LinkErrors = Partial<Record<'name' | 'url' | 'orgAccount', string>>;

/** '添加链接' (spec 2 §5): a link (share web of type 'sells') with its name, address and organisation. */
export function LinkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const agent = storedAgent();
  const choosesOrg = choosesOrganisation(agent?.agentRole.level ?? '1');
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [orgAccount, setOrgAccount] = useState('');
  const [errors, setErrors] = useState<LinkErrors>({});
  const [busy, setBusy] = useState(false);

  const close = () => {
    setName('');
    setUrl('');
    setOrgAccount('');
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const problems: LinkErrors = {};
    if (!name.trim()) problems.name = fiveGLinkTexts.nameRequired;
    if (!url.trim()) problems.url = fiveGLinkTexts.urlRequired;
    const org = choosesOrg ? orgAccount : (agent?.orgAccount?._id ?? '');
    if (!org) problems.orgAccount = fiveGLinkTexts.orgRequired;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const defaults = agent ? uploadDefaults(agent) : { isPublic: 0, range: 2 };
    setBusy(true);
    try {
      await fifthGenerationApi.addLink({
        type: 'sells',
        name: name.trim(),
        url: url.trim(),
        orgAccount: org,
        isPublic: defaults.isPublic,
        range: defaults.range,
      });
      notify(T.linkAdded, { type: 'success' });
      close();
    } catch {
      // The client showed the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="sm">
      <DialogTitle>{fiveGLinkTexts.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <TextField
            required
            fullWidth
            label={T.linkName}
            value={name}
            error={Boolean(errors.name)}
            helperText={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            required
            fullWidth
            label={T.linkUrl}
            value={url}
            error={Boolean(errors.url)}
            helperText={errors.url}
            onChange={(e) => setUrl(e.target.value)}
          />
          {choosesOrg && <OrganisationSelect value={orgAccount} error={errors.orgAccount} onChange={setOrgAccount} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
