import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useRefresh } from 'react-admin';
import { RejectDialog } from './RejectDialog';
import { useSendAudit } from './sendAudit';
import { VIDEO_TEMPLATE_TEXTS } from './texts';

/** Approve or reject (with a reason) a content (or a dynamic video) waiting for the viewer's level. */
export function ContentAuditActions({
  id,
  onDone,
  kind = 'videoContent',
}: {
  id: string;
  onDone?: () => void;
  kind?: 'videoContent' | 'dynamicVideo';
}) {
  const sendAudit = useSendAudit();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const check = async (pass: boolean, reason?: string) => {
    const answer = await sendAudit(kind, 'check', id, reason === undefined ? { pass } : { pass, reason });
    if (answer === undefined) return false;
    refresh();
    onDone?.();
    return true;
  };
  return (
    <Stack direction="row" spacing={0.5}>
      <Button size="small" onClick={() => void check(true)}>
        {VIDEO_TEMPLATE_TEXTS.approve}
      </Button>
      <Button size="small" color="error" onClick={() => setRejecting(true)}>
        {VIDEO_TEMPLATE_TEXTS.reject}
      </Button>
      <RejectDialog open={rejecting} onClose={() => setRejecting(false)} onReject={(reason) => check(false, reason)} />
    </Stack>
  );
}
