import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { AnswerOutcome } from '../../domain/interaction';
import { deliveryTaskPaths, deliveryTaskTexts, type AnswerResult, type CustomerTask } from '../../schemas/deliveryTask';
import { miniProgramTexts } from '../../schemas/miniProgram';
import { customerRequest } from '../customerApi';
import { SpokenAudio } from '../../features/shared';
import { HoldToSpeak } from './HoldToSpeak';
import { useHandOver } from './useHandOver';
import { useWatchReport } from './useWatchReport';
import { VIDEO_DATA_PAGE_TEXTS } from './texts';

type Phase = 'ready' | 'playing' | 'question' | 'answered';

/**
 * /videoData/:id: the customer's interactive video (spec 2 §2.5, §4.5), phone-sized and public: play
 * button, playing, ended; then the question, heard and shown, answered by holding to speak (when a speech engine
 * is on) or by tapping; the outcome's reply, heard, and card; a transfer hands over to the customer call page
 * following the call asked, or to the mini program's link.
 */
export function VideoDataPage() {
  const { id = '' } = useParams();
  const [task, setTask] = useState<CustomerTask | null>(null);
  const [error, setError] = useState('');
  const [phase, setPhase] = useState<Phase>('ready');
  const [result, setResult] = useState<AnswerResult | null>(null);
  const [answers, setAnswers] = useState<{ type: AnswerOutcome; text: string }[]>([]);
  const video = useRef<HTMLVideoElement>(null);
  const started = useRef<string | null>(null);
  const watched = useRef(0);
  useEffect(() => {
    void customerRequest<CustomerTask>(
      'GET',
      `${deliveryTaskPaths.customerTask}?${new URLSearchParams({ taskId: id }).toString()}`,
    )
      .then(setTask)
      .catch((err: Error) => setError(err.message));
  }, [id]);
  const report = useWatchReport(id, phase !== 'ready', () => ({
    startTime: started.current ?? new Date().toISOString(),
    endTime: new Date().toISOString(),
    watchTime: Math.round(watched.current * 10) / 10,
    answerType: answers.map((a) => a.type),
    answer: answers.map((a) => a.text),
  }));

  const play = () => {
    started.current ??= new Date().toISOString();
    if (!task?.video || !video.current) return setPhase('question');
    setPhase('playing');
    void video.current.play().catch(() => setPhase('ready'));
  };
  const handOver = useHandOver(id);
  const answer = async (text: string) => {
    const got = await customerRequest<AnswerResult>('POST', deliveryTaskPaths.answer, { taskId: id, answer: text });
    setAnswers((list) => [...list, { type: got.outcome, text }]);
    setResult(got);
    setPhase('answered');
    await handOver.start(got, task?.interaction?.outcomes[got.outcome].transferStrategy);
  };
  useEffect(() => {
    if (phase === 'answered') report();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, answers]);

  const interaction = task?.interaction;
  const outcome = result ? interaction?.outcomes[result.outcome] : undefined;
  const yesText = interaction?.outcomes.yes.keywords[0] ?? VIDEO_DATA_PAGE_TEXTS.yes;
  const noText = interaction?.outcomes.no.keywords[0] ?? VIDEO_DATA_PAGE_TEXTS.no;
  return (
    <Box
      onContextMenu={(e) => e.preventDefault()}
      sx={{ maxWidth: 430, mx: 'auto', minHeight: '100vh', bgcolor: '#000', color: '#fff', p: 2 }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      {task && (
        <Stack spacing={2} alignItems="center">
          {task.video && (
            <video
              ref={video}
              src={task.video}
              poster={task.recordImage ?? undefined}
              playsInline
              controls={false}
              style={{ width: '100%', display: phase === 'playing' || phase === 'ready' ? 'block' : 'none' }}
              onTimeUpdate={(e) => (watched.current = Math.max(watched.current, e.currentTarget.currentTime))}
              onEnded={() => {
                setPhase('question');
                report();
              }}
            />
          )}
          {phase === 'ready' && (
            <Button variant="contained" size="large" onClick={play}>
              {VIDEO_DATA_PAGE_TEXTS.play}
            </Button>
          )}
          {phase === 'playing' && <Typography>{VIDEO_DATA_PAGE_TEXTS.playing}</Typography>}
          {phase === 'question' && interaction && (
            <Stack spacing={2} alignItems="center" sx={{ width: '100%' }}>
              <Typography variant="body2">{VIDEO_DATA_PAGE_TEXTS.ended}</Typography>
              {interaction.inquiry.card && <img src={interaction.inquiry.card} alt="" style={{ width: '100%' }} />}
              <Typography data-testid="inquiry">{interaction.inquiry.reply || interaction.wait.reply}</Typography>
              <SpokenAudio src={task.audioUrls.inquiry} testId="inquiry-audio" />
              {task.speechAnswering ? (
                <HoldToSpeak onText={(text) => void answer(text)} />
              ) : (
                <Alert severity="info">{deliveryTaskTexts.speechOff}</Alert>
              )}
              <Stack direction="row" spacing={2}>
                <Button variant="contained" color="success" onClick={() => void answer(yesText)}>
                  {yesText}
                </Button>
                <Button variant="contained" color="inherit" sx={{ color: '#000' }} onClick={() => void answer(noText)}>
                  {noText}
                </Button>
              </Stack>
            </Stack>
          )}
          {phase === 'answered' && outcome && (
            <Stack spacing={2} alignItems="center" sx={{ width: '100%' }}>
              {outcome.card && <img src={outcome.card} alt="" style={{ width: '100%' }} />}
              <Typography data-testid="reply">{outcome.reply}</Typography>
              {result && (
                <SpokenAudio src={task.audioUrls[result.outcome]} testId="reply-audio" onDone={handOver.replyHeard} />
              )}
              {result?.transfer && <Typography>{VIDEO_DATA_PAGE_TEXTS.transferring}</Typography>}
              {result?.transferRefused && <Alert severity="warning">{result.transferRefused}</Alert>}
              {handOver.miniProgramLink && (
                <Stack spacing={1} alignItems="center">
                  <Typography>{miniProgramTexts.opening}</Typography>
                  <Button variant="contained" color="success" href={handOver.miniProgramLink}>
                    {miniProgramTexts.open}
                  </Button>
                </Stack>
              )}
              {handOver.problem && <Alert severity="warning">{handOver.problem}</Alert>}
            </Stack>
          )}
        </Stack>
      )}
    </Box>
  );
}
