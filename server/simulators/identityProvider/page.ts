/** The local identity provider's own pages: pick an account of its directory to sign in as, or see why not. */
import { LOCAL_IDP_PATH } from '../../../src/schemas/sso';

export interface DirectoryAccount {
  sub: string;
  preferred_username: string;
  name: string;
  email: string | null;
}

interface PageContent {
  title: string;
  error?: string;
  uid?: string;
  client?: string;
  accounts?: DirectoryAccount[];
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderPage({ title, error, uid, client, accounts = [] }: PageContent): string {
  const action = `${LOCAL_IDP_PATH}/interaction/${encodeURIComponent(uid ?? '')}/login`;
  const rows = accounts
    .map(
      (account) => `<li><form method="post" action="${escape(action)}">
  <input type="hidden" name="account" value="${escape(account.sub)}"><button type="submit" aria-label="以 ${escape(account.name)} 登录"><strong>${escape(account.name)}</strong>
  <span>${escape(account.preferred_username)}</span></button></form></li>`,
    )
    .join('\n');
  const body = error
    ? `<p role="alert">${escape(error)}</p>`
    : `<p>应用 <code>${escape(client ?? '')}</code> 请求验证您的身份。选择一个账号登录：</p>
<ul>${rows}</ul>
<form method="post" action="${escape(action)}">
  <label>其他账号 <input name="name" maxlength="50" pattern="[A-Za-z0-9_.@\\-]+" required></label>
  <button type="submit">登录</button>
</form>`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · 本地身份提供方</title>
<style>
body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:#222}
h1{font-size:20px} .note{color:#8a6d00;background:#fff8e1;padding:8px 12px;border-radius:4px;font-size:13px}
ul{list-style:none;padding:0} li{margin:8px 0}
li button{width:100%;text-align:left;padding:10px 12px;border:1px solid #ccc;border-radius:4px;background:#fff;cursor:pointer;font-size:15px}
li button span{color:#666;margin-left:8px} input{padding:6px;margin:0 8px} [role=alert]{color:#c62828}
</style></head>
<body><h1>${escape(title)}</h1>
<p class="note">本地身份提供方：开发与演示用，生产环境不提供。</p>
${body}
</body></html>`;
}
