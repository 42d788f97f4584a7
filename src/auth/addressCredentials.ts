import { pageLink } from '../domain/pages';

export interface AddressCredentials {
  user: string;
  password: string;
}

let taken: AddressCredentials | null = null;

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/**
 * /SimpleCallFive/:user/:psd carries a password in the address (the spec's link form): it is read here and
 * the address replaced by /SimpleCallFive before anything else runs, so the password stays in no history
 * entry, no later report of the address and no Referer.
 */
export function takeAddressCredentials(location: Location = window.location, history: History = window.history): void {
  const match = new RegExp(`^${pageLink('simpleCallFive')}/([^/]+)/([^/]+)/?$`).exec(location.pathname);
  if (!match) return;
  taken = { user: decode(match[1]!), password: decode(match[2]!) };
  history.replaceState(history.state, '', `${pageLink('simpleCallFive')}${location.search}${location.hash}`);
}

/** The credentials the address carried when the page opened, if it did. */
export function addressCredentials(): AddressCredentials | null {
  return taken;
}
