import { Box, Collapse, IconButton, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useEffect, useState } from 'react';
import { EVENT_COLOURS, eventText, eventTone } from '../roomEvents';
import { chinaDateTime } from '../../../domain/chinaTime';
import type { RoomEventRecord } from '../../../schemas/roomEvent';
import { useHall } from '../HallContext';
import { hallTexts } from '../hallTexts';

/**
 * The collapsible hall-information log (spec 2 §2.2, §4.1): the room's events with their time, refusals
 * in red, one's own in blue, the other side's in orange. It reads the stored events, follows the room's
 * channel, and reads them again whenever the channel comes back from a break.
 */
export function EventLog({ load }: { load: () => Promise<RoomEventRecord[]> }) {
  const { channel, role } = useHall();
  const [events, setEvents] = useState<RoomEventRecord[]>([]);
  const [open, setOpen] = useState(true);

  // Read once, and again after each break in the channel: events stored meanwhile were never heard.
  useEffect(() => {
    let live = true;
    const read = () =>
      void load()
        .then((stored) => {
          if (live) setEvents((heard) => merge(stored, heard));
        })
        .catch(() => undefined);
    read();
    const stop = channel.onRejoin(read);
    return () => {
      live = false;
      stop();
    };
  }, [load, channel]);
  useEffect(() => channel.on('roomEvent.added', (event) => setEvents((current) => merge(current, [event]))), [channel]);

  return (
    <Paper
      data-testid="event-log"
      elevation={2}
      sx={{ position: 'absolute', left: 16, bottom: 16, width: 340, zIndex: 2, opacity: 0.95 }}
    >
      <Stack direction="row" alignItems="center" sx={{ px: 1.5, py: 0.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {hallTexts.eventLog}
        </Typography>
        <IconButton size="small" aria-label={hallTexts.eventLog} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? <ExpandMoreIcon fontSize="small" /> : <ExpandLessIcon fontSize="small" />}
        </IconButton>
      </Stack>
      <Collapse in={open}>
        <Box sx={{ maxHeight: 200, overflowY: 'auto', px: 1.5, pb: 1 }}>
          {events.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {hallTexts.noEvents}
            </Typography>
          ) : (
            <List dense disablePadding>
              {events.map((event) => (
                <ListItem
                  key={event._id}
                  disableGutters
                  data-event={event.event}
                  sx={{ display: 'block', color: EVENT_COLOURS[eventTone(event, role)] }}
                >
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                    {chinaDateTime(event.createdAt)}
                  </Typography>
                  <Typography variant="body2">{eventText(event)}</Typography>
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Collapse>
    </Paper>
  );
}

/** The stored events and those heard meanwhile, once each, in time order. */
function merge(a: RoomEventRecord[], b: RoomEventRecord[]): RoomEventRecord[] {
  const byId = new Map([...a, ...b].map((event) => [event._id, event]));
  return [...byId.values()].sort((x, y) => x.createdAt.localeCompare(y.createdAt) || x._id.localeCompare(y._id));
}
