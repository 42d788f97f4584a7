import { lazy } from 'react';

/** The sign-in screens inside the back-office, loaded when first opened. */
export const AdminLoginPage = lazy(() => import('./AdminLoginShell').then((m) => ({ default: m.AdminLoginPage })));
export const AdminChangePasswordDialog = lazy(() =>
  import('./AdminLoginShell').then((m) => ({ default: m.AdminChangePasswordDialog })),
);
export const UrlLoginPage = lazy(() => import('./UrlLoginPage').then((m) => ({ default: m.UrlLoginPage })));
export const SsoCallbackPage = lazy(() => import('./SsoCallbackPage').then((m) => ({ default: m.SsoCallbackPage })));
export const WecomLoginPage = lazy(() => import('./WecomLoginPage').then((m) => ({ default: m.WecomLoginPage })));
