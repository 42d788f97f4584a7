/** The server calls of the avatar, group and voice pages. `tenant` is the platform admin's pick; the server scopes the rest. */
import { request } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import {
  avatarGroupPaths,
  avatarPaths,
  type AllotCandidates,
  type AvatarAllotInput,
  type AvatarGroupInput,
  type AvatarGroupRecord,
  type AvatarRecord,
  type AvatarUpdateInput,
} from '../../schemas/avatar';
import { pathWith } from '../../schemas/paths';
import { digitalHumanPaths, type DigitalHumanVideo } from '../../schemas/digitalHuman';
import { voicePaths, type VoiceList, type VoicePreviewInput, type VoiceSettingsInput } from '../../schemas/voice';

const picked = (tenant: string | undefined) => (tenant ? { tenant } : {});

/** The saves answer quietly: each dialog shows a refusal beside its field. */
export const digitalHumanApi = {
  avatars: (query: { pageIndex: number; pageSize: number; name?: string; tenant?: string }) =>
    request<ListResult<AvatarRecord>>('GET', avatarPaths.list, { query }),
  avatar: (id: string) => request<AvatarRecord>('GET', pathWith(avatarPaths.one, { id })),
  createAvatar: (body: FormData) => request<AvatarRecord>('POST', avatarPaths.base, { body, quiet: true }),
  updateAvatar: (id: string, body: AvatarUpdateInput) =>
    request<AvatarRecord>('PUT', pathWith(avatarPaths.one, { id }), { body, quiet: true }),
  removeAvatar: (id: string) => request('DELETE', pathWith(avatarPaths.one, { id })),
  allot: (id: string, body: AvatarAllotInput) =>
    request<AvatarRecord>('PUT', pathWith(avatarPaths.allot, { id }), { body }),
  candidates: (tenant: string) => request<AllotCandidates>('GET', avatarPaths.candidates, { query: { tenant } }),
  groups: (query: { pageIndex: number; pageSize: number; tenant?: string }) =>
    request<ListResult<AvatarGroupRecord>>('GET', avatarGroupPaths.list, { query }),
  createGroup: (body: AvatarGroupInput) =>
    request<AvatarGroupRecord>('POST', avatarGroupPaths.base, { body, quiet: true }),
  renameGroup: (id: string, body: AvatarGroupInput) =>
    request<AvatarGroupRecord>('PUT', pathWith(avatarGroupPaths.one, { id }), { body, quiet: true }),
  removeGroup: (id: string) => request('DELETE', pathWith(avatarGroupPaths.one, { id })),
  voices: (tenant: string | undefined) => request<VoiceList>('GET', voicePaths.voices, { query: picked(tenant) }),
  saveVoices: (body: VoiceSettingsInput) => request<VoiceList>('PUT', voicePaths.voices, { body }),
  /** A digital-human link's video as the signed-in user may see it, with the customer's link to it. */
  observe: (resWebId: string) =>
    request<DigitalHumanVideo>('GET', pathWith(digitalHumanPaths.observe, { resWebId }), { quiet: true }),
  /** The same video by the customer's signed link (no sign-in). */
  play: (query: { resWebId: string; expires: string; signature: string }) =>
    request<DigitalHumanVideo>('GET', digitalHumanPaths.play, { query, quiet: true, anonymous: true }),
  /** The sentence spoken by the voice, as a WAV. */
  preview: (body: VoicePreviewInput) => request<Blob>('POST', voicePaths.preview, { body, blob: true }),
};
