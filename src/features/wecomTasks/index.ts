import { lazy } from 'react';

/** The WeCom mass-sending and moments tasks: list, create and detail, each loaded when first opened. */
export const WecomTaskList = lazy(() => import('./WecomTasks').then((m) => ({ default: m.WecomTaskList })));
export const WecomTaskCreate = lazy(() => import('./WecomTasks').then((m) => ({ default: m.WecomTaskCreate })));
export const WecomTaskDetail = lazy(() => import('./WecomTasks').then((m) => ({ default: m.WecomTaskDetail })));
