import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { request } from '../../dataProvider/httpClient';
import { pathWith } from '../../schemas/paths';
import { videoContentPaths, videoContentTexts } from '../../schemas/videoContent';
import { RejectDialog } from './RejectDialog';
import { VIDEO_TEMPLATE_TEXTS } from './texts';

/** Approve or reject (with a reason) a content (or, given its check path, a dynamic video) waiting for the viewer's level. */
export function ContentAuditActions({
  id,
  onDone,
  checkPath = pathWith(videoContentPaths.check, { id }),
}: {
  id: string;
  onDone?: () => void;
  checkPath?: string;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const check = async (pass: boolean, reason?: string) => {
    try {
      await request('PUT', checkPath, { body: reason === undefined ? { pass } : { pass, reason } });
      notify(videoContentTexts.audited, { type: 'success' });
      refresh();
      onDone?.();
      return true;
    } catch {
      return false;
    }
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
