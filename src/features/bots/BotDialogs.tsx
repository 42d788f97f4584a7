import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { BOT_NAME_MAX, botTexts, type BotKind, type BotRecord } from '../../schemas/bot';
import { botApi } from './botApi';
import { TemplatePointPicker, VideoPicker } from './MaterialPicker';
import { BOT_TEXTS as T } from './texts';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** A dialog whose 确定 runs `submit`, shows its success text and closes; the client shows a refusal. */
function ActionDialog({
  title,
  open,
  onClose,
  onDone,
  submit,
  children,
}: DialogProps & { title: string; submit: () => Promise<string>; children: ReactNode }) {
  const notify = useNotify();
  const confirm = async () => {
    try {
      notify(await submit(), { type: 'success' });
      onDone();
      onClose();
    } catch {
      // The client showed the server's reason.
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" onClick={() => void confirm()}>
          {T.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 新建机器人: name, an optional key, and (platform admin only) whether it is public. */
export function CreateBotDialog({ kind, platform, ...props }: DialogProps & { kind: BotKind; platform: boolean }) {
  const [name, setName] = useState('');
  const [botKey, setBotKey] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const submit = async () => {
    await botApi.create(kind, { name, ...(botKey ? { botKey } : {}), ...(platform ? { isPublic } : {}) });
    return botTexts.created;
  };
  return (
    <ActionDialog title={T.create} submit={submit} {...props}>
      <TextField
        autoFocus
        label={T.name}
        value={name}
        onChange={(e) => setName(e.target.value)}
        slotProps={{ htmlInput: { maxLength: BOT_NAME_MAX } }}
      />
      <TextField label={T.botKey} value={botKey} onChange={(e) => setBotKey(e.target.value)} />
      {platform && (
        <FormControlLabel
          control={<Checkbox checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />}
          label={T.isPublic}
        />
      )}
    </ActionDialog>
  );
}

/** 分配公司: the tenants a public bot is allotted to (platform admin only). */
export function AllotDialog({ bot, ...props }: DialogProps & { bot: BotRecord }) {
  const [tenants, setTenants] = useState<{ _id: string; name: string }[]>([]);
  const [chosen, setChosen] = useState<string[]>(bot.useTenant.map((t) => t._id));
  useEffect(() => {
    if (props.open) void botApi.tenants().then((answer) => setTenants(answer.list));
  }, [props.open]);
  const submit = async () => {
    await botApi.allot(bot.kind, bot.id, chosen);
    return botTexts.allotted;
  };
  return (
    <ActionDialog title={T.allot} submit={submit} {...props}>
      <TextField
        select
        label={T.tenants}
        value={chosen}
        slotProps={{ select: { multiple: true } }}
        onChange={(e) => setChosen(e.target.value as unknown as string[])}
      >
        {tenants.map((t) => (
          <MenuItem key={t._id} value={t._id}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}

/** 关联素材: a node of the bot's flow shows a video template's node or a video. */
export function RelateDialog({ bot, ...props }: DialogProps & { bot: BotRecord }) {
  const [nodeId, setNodeId] = useState(bot.flow.nodes[0]?.nodeId ?? '');
  const [by, setBy] = useState<'template' | 'video'>('template');
  const [videoTemplateId, setTemplate] = useState('');
  const [pointId, setPoint] = useState('');
  const [videoId, setVideo] = useState('');
  const [flowNo, setFlowNo] = useState(1);
  const submit = async () => {
    await botApi.relate(bot.id, {
      botNode: { nodeId, ...(by === 'template' ? { videoTemplateId, pointId } : { videoId }) },
      flowNo,
    });
    return botTexts.related;
  };
  return (
    <ActionDialog title={T.relate} submit={submit} {...props}>
      <TextField select label={T.node} value={nodeId} onChange={(e) => setNodeId(e.target.value)}>
        {bot.flow.nodes.map((n) => (
          <MenuItem key={n.nodeId} value={n.nodeId}>
            {n.name}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={by}
        onChange={(_, value: 'template' | 'video' | null) => value && setBy(value)}
      >
        <ToggleButton value="template">{T.byTemplate}</ToggleButton>
        <ToggleButton value="video">{T.byVideo}</ToggleButton>
      </ToggleButtonGroup>
      {by === 'template' ? (
        <TemplatePointPicker
          templateId={videoTemplateId}
          pointId={pointId}
          onChange={(template, point) => {
            setTemplate(template);
            setPoint(point);
          }}
        />
      ) : (
        <VideoPicker videoId={videoId} onChange={setVideo} />
      )}
      <TextField
        type="number"
        label={T.flowNo}
        value={flowNo}
        onChange={(e) => setFlowNo(Math.max(1, Number(e.target.value) || 1))}
      />
    </ActionDialog>
  );
}
