import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

interface FakeMember {
  userid: string;
  name: string;
  mobile?: string;
  position?: string;
  department: number[];
}

export interface FakeQyapi {
  url: string;
  /** The requests received, in order: method, path, query and JSON body. */
  requests: { method: string; path: string; query: Record<string, string>; body: Record<string, unknown> | null }[];
  /** A person approved a sign-in as this member (or, with an openid, as someone outside the corp): the code WeCom hands out. */
  approve(userId: string | { openid: string }): string;
  close(): Promise<void>;
}

/**
 * WeCom's server API at its boundary, as much of it as sign-in and a contact's message use: GET cgi-bin/gettoken
 * (corpid, corpsecret: one token per secret), GET cgi-bin/auth/getuserinfo (access_token, code: each code once,
 * 40029 after), GET cgi-bin/user/get (access_token, userid: 60111 for no member), GET externalcontact/list
 * and get, POST externalcontact/add_msg_template; errcode/errmsg as WeCom answers them. A token of one secret
 * opens only the calls that secret's app may make: the sign-in app's the auth and user calls, the contact
 * secret's the externalcontact ones (48002, api forbidden, otherwise).
 */
export async function startFakeQyapi(
  corpId: string,
  secrets: { contacts: string; signIn: string },
  members: FakeMember[],
): Promise<FakeQyapi> {
  const tokens = new Map<string, 'contacts' | 'signIn'>();
  const codes = new Map<string, string | { openid: string }>();
  const contacts: Record<string, { external_userid: string; name: string }[]> = {
    [members[0]?.userid ?? '']: [
      { external_userid: 'wmAAA', name: '王先生' },
      { external_userid: 'wmBBB', name: '李女士' },
    ],
  };
  const fake: FakeQyapi = {
    url: '',
    requests: [],
    approve: (who) => {
      const code = randomBytes(12).toString('hex');
      codes.set(code, who);
      return code;
    },
    close: async () => undefined,
  };
  const answer = (path: string, query: Record<string, string>, body: Record<string, unknown> | null): unknown => {
    if (path === '/cgi-bin/gettoken') {
      if (query.corpid !== corpId) return { errcode: 40013, errmsg: 'invalid corpid' };
      const app =
        query.corpsecret === secrets.contacts ? 'contacts' : query.corpsecret === secrets.signIn ? 'signIn' : null;
      if (!app) return { errcode: 40001, errmsg: 'invalid credential' };
      const token = randomBytes(16).toString('hex');
      tokens.set(token, app);
      return { errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 };
    }
    const app = tokens.get(query.access_token ?? '');
    if (!app) return { errcode: 40014, errmsg: 'invalid access_token' };
    const needs = path.startsWith('/cgi-bin/externalcontact/') ? 'contacts' : 'signIn';
    if (app !== needs) return { errcode: 48002, errmsg: 'api forbidden' };
    if (path === '/cgi-bin/auth/getuserinfo') {
      const who = codes.get(query.code ?? '');
      codes.delete(query.code ?? '');
      if (!who) return { errcode: 40029, errmsg: 'invalid code' };
      return typeof who === 'string'
        ? { errcode: 0, errmsg: 'ok', userid: who, user_ticket: 'ticket' }
        : { errcode: 0, errmsg: 'ok', openid: who.openid, external_userid: 'wmOutside' };
    }
    if (path === '/cgi-bin/user/get') {
      const member = members.find((m) => m.userid === query.userid);
      return member ? { errcode: 0, errmsg: 'ok', ...member } : { errcode: 60111, errmsg: 'invalid userid' };
    }
    if (path === '/cgi-bin/externalcontact/list')
      return {
        errcode: 0,
        errmsg: 'ok',
        external_userid: (contacts[query.userid ?? ''] ?? []).map((c) => c.external_userid),
      };
    if (path === '/cgi-bin/externalcontact/get') {
      const contact = Object.values(contacts)
        .flat()
        .find((c) => c.external_userid === query.external_userid);
      return contact
        ? { errcode: 0, errmsg: 'ok', external_contact: contact }
        : { errcode: 84061, errmsg: 'not external contact' };
    }
    if (path === '/cgi-bin/externalcontact/add_msg_template') {
      const known = new Set((contacts[String(body?.sender)] ?? []).map((c) => c.external_userid));
      const ids = (body?.external_userid as string[] | undefined) ?? [];
      return {
        errcode: 0,
        errmsg: 'ok',
        fail_list: ids.filter((id) => !known.has(id)),
        msgid: `msg${randomBytes(6).toString('hex')}`,
      };
    }
    return null;
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const query = Object.fromEntries(url.searchParams);
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      fake.requests.push({ method: req.method ?? '', path: url.pathname, query, body });
      const reply = answer(url.pathname, query, body);
      if (reply === null) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  fake.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
