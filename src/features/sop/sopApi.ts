import { request } from '../../dataProvider/httpClient';
import { pathWith } from '../../schemas/paths';
import { MAX_PAGE_SIZE } from '../../schemas/api';
import { sopPaths, type SopCheckpointKind, type SopScriptInput, type SopScriptRecord } from '../../schemas/sop';
import { speechPaths, type AsrSocketUrl, type SpeechStatus } from '../../schemas/speech';

export interface ScriptQuery {
  product?: string;
  stage?: string;
  keyword?: string;
}

/** The server calls of the SOP pages and panels. */
export const sopApi = {
  scripts: (query: ScriptQuery = {}) =>
    request<{ list: SopScriptRecord[]; count: number }>('GET', sopPaths.scriptList, {
      query: { ...query, pageSize: MAX_PAGE_SIZE },
    }),
  products: () => request<{ list: string[] }>('GET', sopPaths.products),
  create: (body: SopScriptInput) => request<SopScriptRecord>('POST', sopPaths.scripts, { body }),
  update: (id: string, body: SopScriptInput) =>
    request<SopScriptRecord>('PUT', pathWith(sopPaths.script, { id }), { body }),
  remove: (id: string) => request('DELETE', pathWith(sopPaths.script, { id })),
  checkpoint: (body: {
    serviceId: string;
    scriptId: string;
    kind: SopCheckpointKind;
    keyword?: string;
    text?: string;
  }) => request('POST', sopPaths.checkpoints, { body, quiet: true }),
  /** The customer's face was seen in the room; the server keeps the first sighting. */
  facePresent: (serviceId: string) =>
    request('POST', sopPaths.checkpoints, { body: { serviceId, kind: 'facePresent' }, quiet: true }),
  speechStatus: () => request<SpeechStatus>('GET', speechPaths.status, { quiet: true }),
  socketUrl: () => request<AsrSocketUrl>('POST', speechPaths.socketUrl, { quiet: true }),
};
