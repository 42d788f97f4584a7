import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { schemaUiApi, type RowRequest } from './schemaUiApi';

/** A row button: a link (`to`), or a call asked first (`question`) and told after (`done`). */
export interface RowAction {
  label: string;
  to?: string;
  question?: string;
  request?: RowRequest;
  done?: string;
  danger?: boolean;
}

/** The buttons of one list row; each call asks first, then tells what happened and refreshes the list. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<RowAction | null>(null);
  const run = async (action: RowAction) => {
    if (!action.request) return;
    try {
      await schemaUiApi.runRowRequest(action.request);
      if (action.done) notify(action.done, { type: 'success' });
      refresh();
    } catch {
      // The client already showed the server's reason.
    }
  };
  return (
    <Stack direction="row" spacing={0.5}>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="small"
          color={action.danger ? 'error' : 'primary'}
          onClick={() => (action.to ? navigate(action.to) : action.question ? setPending(action) : void run(action))}
        >
          {action.label}
        </Button>
      ))}
      <Confirm
        isOpen={pending !== null}
        title="app.common.tip"
        content={pending?.question ?? ''}
        onClose={() => setPending(null)}
        onConfirm={() => {
          const action = pending;
          setPending(null);
          if (action) void run(action);
        }}
      />
    </Stack>
  );
}
