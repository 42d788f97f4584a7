import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { callsStaff, classifyAnswer, type AnswerOutcome } from '../../domain/interaction';
import type { InteractionPreview } from '../../schemas/interactionTemplate';
import { INTERACTION_TEXTS as T, OUTCOME_NAMES } from './texts';

/** The customer's screen (spec 3 §9: the preview popup is 375x665). */
const PHONE = { width: 375, height: 665 } as const;

function Screen({ background, card, reply }: { background: string; card: string; reply: string }) {
  return (
    <Box
      data-testid="interaction-screen"
      sx={{
        width: PHONE.width,
        height: PHONE.height,
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 3,
        bgcolor: '#1f2d3d',
        background: background ? `center / cover no-repeat url("${background}")` : undefined,
      }}
    >
      {card && (
        <Box
          component="img"
          src={card}
          alt={T.card}
          sx={{ position: 'absolute', left: 20, right: 20, top: 260, width: PHONE.width - 40 }}
        />
      )}
      {reply && (
        <Typography
          data-testid="interaction-reply"
          sx={{
            position: 'absolute',
            left: 16,
            right: 16,
            bottom: 24,
            p: 1.5,
            bgcolor: 'rgba(0,0,0,0.6)',
            color: '#fff',
            borderRadius: 2,
          }}
        >
          {reply}
        </Typography>
      )}
    </Box>
  );
}

/** Plays the Q&A card: the inquiry, then the outcome the typed or tapped answer leads to (no keywords first). */
export function InteractionPreviewDialog({ preview, onClose }: { preview: InteractionPreview; onClose(): void }) {
  const [answer, setAnswer] = useState('');
  const [outcome, setOutcome] = useState<AnswerOutcome | null>(null);
  const keywords = { no: preview.outcomes.no.keywords, yes: preview.outcomes.yes.keywords };
  const reply = (text: string) => {
    setAnswer(text);
    setOutcome(classifyAnswer(text, keywords));
  };
  const shown = outcome === null ? preview.inquiry : preview.outcomes[outcome];
  const transfers = outcome !== null && callsStaff(preview.outcomes[outcome]);
  const toMiniProgram = outcome !== null && preview.outcomes[outcome].transferStrategy === 'miniProgram';
  const taps = [...preview.outcomes.yes.keywords.slice(0, 2), ...preview.outcomes.no.keywords.slice(0, 2)];
  return (
    <Dialog open onClose={onClose} maxWidth={false}>
      <DialogTitle>{`${T.preview}·${preview.name}`}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={3}>
          <Screen background={preview.inquiry.backgroundUrl} card={shown.card} reply={shown.reply} />
          <Stack spacing={2} sx={{ width: 260 }}>
            <TextField
              size="small"
              label={T.answerPlaceholder}
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') reply(answer);
              }}
            />
            <Button variant="contained" onClick={() => reply(answer)}>
              {T.answerSend}
            </Button>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              {taps.map((word) => (
                <Chip key={word} label={word} onClick={() => reply(word)} />
              ))}
            </Stack>
            {outcome !== null && (
              <Typography data-testid="interaction-outcome" color="primary">
                {T.outcomeIs(OUTCOME_NAMES[outcome])}
              </Typography>
            )}
            {transfers && <Typography color="text.secondary">{T.transferTo}</Typography>}
            {toMiniProgram && <Typography color="text.secondary">{T.toMiniProgram}</Typography>}
            <Button
              disabled={outcome === null}
              onClick={() => {
                setOutcome(null);
                setAnswer('');
              }}
            >
              {T.restart}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.back}</Button>
      </DialogActions>
    </Dialog>
  );
}
