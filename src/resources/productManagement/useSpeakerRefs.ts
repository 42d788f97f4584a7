import { useEffect, useMemo, useState } from 'react';
import type { RefContext } from '../../schema-ui/RefWidget';
import type { UsableAvatar } from '../../schemas/avatar';
import type { VoiceList } from '../../schemas/voice';
import { speakerChoicesApi } from './speakerChoicesApi';

/** The digital-human form's pickers (issue 28): the avatars allotted to the user and the enabled voices. */
export function useSpeakerRefs(enabled: boolean): RefContext['refs'] {
  const [avatars, setAvatars] = useState<UsableAvatar[]>([]);
  const [voices, setVoices] = useState<VoiceList['list']>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void speakerChoicesApi
      .avatars()
      .then((list) => live && setAvatars(list))
      .catch(() => undefined);
    void speakerChoicesApi
      .voices()
      .then((list) => live && setVoices(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);
  return useMemo(
    () => ({
      avatar: {
        resource: 'avatar',
        records: () => avatars as unknown as Record<string, unknown>[],
        option: (r) => ({ value: String(r._id), label: String(r.name) }),
      },
      voice: {
        resource: 'voice',
        records: () => voices as unknown as Record<string, unknown>[],
        option: (r) => ({ value: String(r._id), label: String(r.name) }),
      },
    }),
    [avatars, voices],
  );
}
