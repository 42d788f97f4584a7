/** The company's single sign-on settings: read for the settings page, written one kind at a time. */
import { request } from '../../dataProvider/httpClient';
import { ssoPaths, type SsoProviderList, type SsoProviderWrite } from '../../schemas/sso';

export const readSsoProviders = (tenant: string | undefined) =>
  request<SsoProviderList>('GET', ssoPaths.providers, { query: tenant ? { tenant } : {} });

/** Saves one kind; answers the server's words of success, or throws its refusal. */
export const saveSsoProvider = (write: SsoProviderWrite) =>
  request<undefined>('PUT', ssoPaths.providers, { body: write, quiet: true });
