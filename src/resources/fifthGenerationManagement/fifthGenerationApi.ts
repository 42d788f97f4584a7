/** The 5G materials' own calls beside react-admin's. Refusals are shown by the client. */
import { request } from '../../dataProvider/httpClient';
import { shareWebPaths, type ShareWebCreateInput } from '../../schemas/shareWeb';

export const fifthGenerationApi = {
  /** Adds a product link (a sells link) for the 5G room to share; its visibility is the uploader's default. */
  addLink: (body: Omit<ShareWebCreateInput, 'isPublic' | 'range'> & { isPublic: number; range: number }) =>
    request('POST', shareWebPaths.base, { body }),
};
