/** The editor's own server calls beside the template's (the interaction link and the preview). */
import { request } from '../../dataProvider/httpClient';
import type { StoredTemplate } from '../../domain/scene/stored';
import type { ListResult } from '../../schemas/api';
import { avatarPaths, type UsableAvatar } from '../../schemas/avatar';
import { interactionTemplatePaths, type InteractionRow } from '../../schemas/interactionTemplate';
import { pathWith } from '../../schemas/paths';
import { videoContentPaths, type VideoPreview } from '../../schemas/videoContent';
import { videoTemplatePaths } from '../../schemas/videoTemplate';
import { voicePaths, type VoiceList } from '../../schemas/voice';

export const studioApi = {
  async interactions(): Promise<InteractionRow[]> {
    const found = await request<ListResult<InteractionRow>>('GET', interactionTemplatePaths.list, {
      query: { pageIndex: 1, pageSize: 999 },
      quiet: true,
    });
    return found.list;
  },
  /** Links the template to an interaction template, or unlinks it (null). */
  linkInteraction: (templateId: string, interactionTemplateId: string | null) =>
    request('PUT', pathWith(videoTemplatePaths.interaction, { id: templateId }), { body: { interactionTemplateId } }),
  /** Asks for a preview render of the content as the editor has it. */
  preview: (templateId: string, content: StoredTemplate) =>
    request<VideoPreview>('POST', pathWith(videoContentPaths.preview, { id: templateId }), { body: content }),
  previewState: (previewId: string) =>
    request<VideoPreview>('GET', pathWith(videoContentPaths.previewOne, { id: previewId }), { quiet: true }),
  /** The avatars the user may put in a template, for the digital-template picker. */
  async avatars(): Promise<UsableAvatar[]> {
    return (await request<{ list: UsableAvatar[] }>('GET', avatarPaths.usable, { quiet: true })).list;
  },
  /** The speech port's voices with the tenant's choice of them, for the voice picker. */
  voices: () => request<VoiceList>('GET', voicePaths.voices, { quiet: true }),
};
