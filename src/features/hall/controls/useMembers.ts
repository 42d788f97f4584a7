import { useEffect, useRef, useState } from 'react';
import { CUSTOMER_USER_ID, readParticipant, upsertParticipant, type Participant } from '../../../domain/hostControls';
import type { RoomChannel } from '../../../realtime/im/RoomChannel';
import '../../../schemas/roomControls';

/**
 * Says who this page is and whether its microphone and camera are on, whenever that changes and when a
 * page (re)joining asks; on joining it asks the others to say so too.
 */
export function useMemberAnnounce(channel: RoomChannel | null, self: Participant): void {
  const current = useRef(self);
  current.current = self;
  useEffect(() => {
    if (!channel) return;
    const stop = channel.on('member.ask', () => channel.send('member.state', current.current));
    channel.send('member.ask', {});
    return stop;
  }, [channel]);
  const { userId, userName, role, isAudio, isVideo } = self;
  useEffect(() => {
    channel?.send('member.state', { userId, userName, role, isAudio, isVideo });
  }, [channel, userId, userName, role, isAudio, isVideo]);
}

/** The host's list of the room's members: itself, and the customer as its page last announced while it is there. */
export function useMembers(channel: RoomChannel | null, self: Participant): Participant[] {
  const [others, setOthers] = useState<Participant[]>([]);
  useMemberAnnounce(channel, self);
  useEffect(() => {
    if (!channel) return;
    const stops = [
      channel.on('member.state', (payload, from) => {
        const member = readParticipant(payload);
        // Only the customer's page speaks for the customer.
        if (member && from.role === 'customer' && member.userId === CUSTOMER_USER_ID && member.role === 'customer')
          setOthers((list) => upsertParticipant(list, member));
      }),
      // The server says when the customer's last page has gone; a page that comes back announces itself.
      channel.on('member.present', ({ userId, present }, from) => {
        if (from.role === 'server' && !present) setOthers((list) => list.filter((member) => member.userId !== userId));
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [channel]);
  return upsertParticipant(others, self);
}
