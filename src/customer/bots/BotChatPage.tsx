import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { BotInput } from '../../domain/botFlow';
import type { BotHandover, CustomerDmStep } from '../../schemas/bot';
import { NodeScreen } from '../../features/bots';
import { CustomerApiError, customerSocket, type CustomerSocket } from '../customerApi';
import { ContactFields, checkContact } from '../ContactFields';
import { CustomerFrame } from '../CustomerFrame';
import { CALL_KEY } from '../hall/CallPage';
import { botChatApi } from './botChatApi';
import { botChatTexts as T } from './texts';
import { pageLink } from '../../domain/pages';

type Phase = 'form' | 'talking' | 'sending' | 'handing' | 'ended' | 'failed';
type Line = { who: 'bot' | 'customer'; text: string };

/** The waiting text shows at least this long before the call page opens, and the transfer words are heard. */
const HANDING_SHOWN_MS = 1500;
const HANDING_LONGEST_MS = 8000;

/**
 * /customer/bot?tenant=&botId=: a customer talks with a tenant's bot without signing in (typing, or tapping
 * 转人工). The bot's node shows and speaks; what both said is listed. When the dialogue reaches '转接人工' (a
 * transfer node, or the customer asks for a person) the server asks a call of the tenant's transfer group: the
 * page shows the waiting text and follows that call on the customer's call page, which enters the agent's room
 * once answered. The dialogue's socket (videoBot, handup, BOT_FINAL_END) is heard as well as each answer.
 */
export function BotChatPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tenantCode = params.get('tenant') ?? '';
  const botId = params.get('botId') ?? '';
  const [name, setName] = useState(params.get('name') ?? '');
  const [phone, setPhone] = useState(params.get('phone') ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [phase, setPhase] = useState<Phase>('form');
  const [dmId, setDmId] = useState<string | null>(null);
  const [node, setNode] = useState<CustomerDmStep['botNode']>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [text, setText] = useState('');
  const [waitText, setWaitText] = useState('');
  const socket = useRef<CustomerSocket | null>(null);
  const handing = useRef<{ transfer: BotHandover; shownAt: number; heard: boolean } | null>(null);

  useEffect(() => () => void socket.current?.close(), []);

  const goToCall = () => {
    const current = handing.current;
    if (!current) return;
    const { transfer } = current;
    handing.current = null;
    socket.current?.close();
    sessionStorage.setItem(CALL_KEY, transfer.callId);
    const query = new URLSearchParams({
      tenant: transfer.tenantCode,
      name: transfer.name,
      phone: transfer.phone,
      group: transfer.groupId,
    });
    navigate(`${pageLink('customerCall')}?${query.toString()}`);
  };
  /** Goes on once the transfer words are heard, shown a moment at least; at the latest after a while. */
  const goWhenHeard = () => {
    const current = handing.current;
    if (!current || !current.heard) return;
    setTimeout(goToCall, Math.max(0, HANDING_SHOWN_MS - (Date.now() - current.shownAt)));
  };
  /** `heard`: nothing is left to hear (the step said nothing aloud); the socket's handup waits for the step's words. */
  const handOver = (transfer: BotHandover, heard: boolean) => {
    if (handing.current) {
      handing.current.heard ||= heard;
      goWhenHeard();
      return;
    }
    handing.current = { transfer, shownAt: Date.now(), heard };
    goWhenHeard();
    setWaitText(transfer.waitText || T.transferring);
    setPhase('handing');
    setTimeout(goToCall, HANDING_LONGEST_MS);
  };
  const refused = (reason: string) => {
    setError(reason);
    setPhase('ended');
  };

  const onStep = (step: CustomerDmStep) => {
    if (step.botNode) {
      setNode(step.botNode);
      setLines((list) => [...list, { who: 'bot', text: step.botNode!.words }]);
    }
    if (step.handover) {
      if (step.transfer) handOver(step.transfer, !step.botNode?.voice);
      else refused(step.transferRefused ?? T.failed);
      return;
    }
    if (step.event === 'BOT_REPLY') setPhase('talking');
    else if (step.event === 'BOT_FAILURE') setPhase('failed');
    else setPhase('ended');
  };

  const start = async () => {
    const found = checkContact(name, phone);
    setProblems(found);
    setError('');
    if (Object.keys(found).length > 0) return;
    try {
      const step = await botChatApi.open({ tenantCode, botId, userName: name.trim(), userPhone: phone });
      setDmId(step.dmId);
      setLines([]);
      socket.current?.close();
      socket.current = customerSocket({ dmId: step.dmId }, (s) => {
        s.on('handup', (handup) => {
          if (handup.transfer) handOver(handup.transfer, false);
        });
      });
      onStep(step);
    } catch (err) {
      if (err instanceof CustomerApiError) {
        setProblems(err.fields);
        if (!err.fields.userName && !err.fields.userPhone) setError(err.message);
      }
    }
  };

  const send = async (input: BotInput) => {
    if (!dmId || phase !== 'talking') return;
    if ('text' in input) setLines((list) => [...list, { who: 'customer', text: input.text }]);
    setPhase('sending');
    try {
      onStep(await botChatApi.turn(dmId, input));
    } catch (err) {
      refused(err instanceof Error ? err.message : T.failed);
    }
  };
  const sendText = () => {
    const answer = text.trim();
    if (answer === '') return;
    setText('');
    void send({ text: answer });
  };
  const leave = async () => {
    if (dmId) await botChatApi.end(dmId).catch(() => null);
    socket.current?.close();
    setPhase('ended');
  };

  const missing = !tenantCode || !botId;
  return (
    <CustomerFrame title={T.title}>
      {missing && <Alert severity="warning">{T.missing}</Alert>}
      {error && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="bot-chat-error">
          {error}
        </Alert>
      )}
      {phase === 'form' ? (
        <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void start())}>
          <Typography color="text.secondary">{T.intro}</Typography>
          <ContactFields
            labels={T}
            name={name}
            phone={phone}
            setName={setName}
            setPhone={setPhone}
            problems={problems}
          />
          <Button type="submit" variant="contained" size="large" disabled={missing}>
            {T.start}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          {node && (
            <Box sx={{ height: 320 }}>
              <NodeScreen
                node={node}
                onPlayed={() => {
                  if (handing.current) {
                    handing.current.heard = true;
                    goWhenHeard();
                  }
                }}
              />
            </Box>
          )}
          <Stack spacing={1} data-testid="bot-chat-lines" sx={{ maxHeight: 240, overflowY: 'auto' }}>
            {lines.map((line, index) => (
              <Typography
                key={index}
                variant="body2"
                sx={{ alignSelf: line.who === 'bot' ? 'flex-start' : 'flex-end' }}
              >
                {line.who === 'bot' ? T.bot : T.me}：{line.text}
              </Typography>
            ))}
          </Stack>
          {phase === 'handing' && (
            <Stack spacing={1} data-testid="bot-chat-handing">
              <Typography variant="h6">{waitText}</Typography>
              <LinearProgress />
            </Stack>
          )}
          {(phase === 'talking' || phase === 'sending') && (
            <>
              <Stack direction="row" spacing={1}>
                <TextField
                  size="small"
                  fullWidth
                  label={T.answer}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  onKeyDown={(e) => e.key === 'Enter' && sendText()}
                />
                <Button variant="contained" onClick={sendText} disabled={phase !== 'talking'}>
                  {T.send}
                </Button>
              </Stack>
              <Stack direction="row" spacing={1}>
                <Button
                  variant="outlined"
                  fullWidth
                  disabled={phase !== 'talking'}
                  onClick={() => void send({ text: T.personAsk })}
                >
                  {T.person}
                </Button>
                <Button variant="outlined" color="inherit" fullWidth onClick={() => void leave()}>
                  {T.leave}
                </Button>
              </Stack>
            </>
          )}
          {(phase === 'ended' || phase === 'failed') && (
            <Stack spacing={1}>
              <Typography>{phase === 'failed' ? T.failed : T.ended}</Typography>
              <Button variant="contained" onClick={() => (setError(''), setPhase('form'))}>
                {T.again}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </CustomerFrame>
  );
}
