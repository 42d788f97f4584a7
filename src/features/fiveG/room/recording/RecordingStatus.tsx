import { Chip } from '@mui/material';
import { useEffect, useState } from 'react';
import { callServiceTexts } from '../../../../schemas/callService';

/** How long '录屏插件启动成功' shows before '正在录屏...'. */
const READY_SHOWN_MS = 2000;

/** The recording plugin in the room's header (spec 2 §4.3): '录屏插件启动成功' for a moment; the call panel then says '正在录屏...'. */
export function RecordingStatus({ ready }: { ready: boolean }) {
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    if (!ready) return;
    setFresh(true);
    const timer = setTimeout(() => setFresh(false), READY_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  if (!ready || !fresh) return null;
  return <Chip size="small" color="success" label={callServiceTexts.recordingReady} data-testid="recording-status" />;
}
