import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SignInFinishing } from './SignInFinishing';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { pageLink } from '../domain/pages';
import { SSO_KINDS, type SsoKind } from '../schemas/sso';
import { finishSso } from './api';

const isKind = (value: string | undefined): value is SsoKind => SSO_KINDS.includes(value as SsoKind);

/** /user/sso/:kind: where an identity provider sends its answer; the sign-in finishes here and lands as a login does. */
export function SsoCallbackPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { kind } = useParams();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code') ?? '';
    const state = params.get('state') ?? '';
    if (!isKind(kind) || !code || !state) {
      setFailed(params.get('error_description') ?? params.get('error') ?? translate('app.login.ssoFailed'));
      return;
    }
    const iss = params.get('iss');
    finishSso(kind, { code, state, ...(iss ? { iss } : {}) })
      .then((landing) => navigate(landing, { replace: true }))
      .catch((err: unknown) => setFailed(err instanceof Error ? err.message : String(err)));
  }, [kind, navigate, params, translate]);

  return (
    <SignInFinishing
      failed={failed}
      title={translate('app.login.ssoFailed')}
      back={translate('app.login.ssoBack')}
      onBack={() => navigate(pageLink('login'), { replace: true })}
    />
  );
}
