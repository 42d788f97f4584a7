import { Box, Stack, Typography } from '@mui/material';
import type { BotTranscript } from '../../schemas/bot';
import { hallTexts } from './hallTexts';

const timeOf = (at: string) => new Date(at).toLocaleTimeString('zh-CN', { hour12: false });

/** The hall's 机器人对话 panel: what the bot and the customer said before the bot handed the customer over. */
export function BotTranscriptPanel({ transcript }: { transcript: BotTranscript | null | undefined }) {
  if (!transcript || transcript.lines.length === 0)
    return <Typography sx={{ p: 2 }}>{hallTexts.botTranscriptEmpty}</Typography>;
  return (
    <Stack spacing={1.5} sx={{ p: 2 }} data-testid="bot-transcript">
      <Typography variant="body2" color="text.secondary">
        {hallTexts.botTranscriptOf(transcript.botName)}
      </Typography>
      {transcript.lines.map((line, index) => (
        <Box
          key={index}
          data-testid="bot-transcript-line"
          sx={{
            alignSelf: line.who === 'bot' ? 'flex-start' : 'flex-end',
            maxWidth: '85%',
            bgcolor: line.who === 'bot' ? 'grey.100' : 'primary.50',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1.5,
            py: 1,
          }}
        >
          <Typography variant="caption" color="text.secondary">
            {hallTexts.botLine[line.who]} {timeOf(line.at)}
          </Typography>
          <Typography variant="body2">{line.text}</Typography>
        </Box>
      ))}
    </Stack>
  );
}
