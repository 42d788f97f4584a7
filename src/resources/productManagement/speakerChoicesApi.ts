import { request } from '../../dataProvider/httpClient';
import { avatarPaths, type UsableAvatar } from '../../schemas/avatar';
import { voicePaths, type VoiceList } from '../../schemas/voice';

/** What a digital human may be made of: the avatars allotted to the user, and the company's enabled voices. */
export const speakerChoicesApi = {
  avatars: async (): Promise<UsableAvatar[]> =>
    (await request<{ list: UsableAvatar[] }>('GET', avatarPaths.usable, { quiet: true })).list,
  voices: async (): Promise<VoiceList['list']> =>
    (await request<VoiceList>('GET', voicePaths.voices, { quiet: true })).list.filter((voice) => voice.enabled),
};
