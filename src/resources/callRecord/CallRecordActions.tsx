import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import type { CallRecord } from '../../schemas/callRecord';
import { levelAtLeast, type RoleLevel } from '../../domain/scope';
import { personalDataTexts } from '../../schemas/personalData';
import { storedAgent } from '../../session/session';
import { LegalHoldSwitch } from './LegalHoldSwitch';
import { EvaluationView } from './EvaluationView';
import { recordIntegrityTexts } from '../../domain/recordIntegrity';
import { MergedVideo } from './MergedVideo';
import { RecordIntegrityCheck } from './RecordIntegrityCheck';
import { NoVideo, RoomVideo } from './RoomVideo';
import { DualRecordView } from './DualRecordView';
import { CALL_RECORD_TEXTS } from './texts';

type View = 'video' | 'evaluation' | 'merged' | 'checkpoints' | 'integrity' | 'legalHold';

const views: readonly { view: View; item: string; title: string }[] = [
  { view: 'video', item: CALL_RECORD_TEXTS.video, title: CALL_RECORD_TEXTS.videoTitle },
  { view: 'evaluation', item: CALL_RECORD_TEXTS.evaluation, title: CALL_RECORD_TEXTS.evaluationTitle },
  { view: 'merged', item: CALL_RECORD_TEXTS.mergedVideo, title: CALL_RECORD_TEXTS.mergedTitle },
  { view: 'checkpoints', item: CALL_RECORD_TEXTS.checkpoints, title: CALL_RECORD_TEXTS.checkpoints },
  { view: 'integrity', item: recordIntegrityTexts.title, title: recordIntegrityTexts.title },
  { view: 'legalHold', item: personalDataTexts.legalHold, title: personalDataTexts.legalHold },
];
/** Legal hold is the tenant's admins' to set (PUT legalHold refuses anyone else), on a call that opened a room. */
const viewsFor = (level: RoleLevel, record: CallRecord) =>
  views.filter((entry) => entry.view !== 'legalHold' || (levelAtLeast(level, '3') && record.serviceId !== null));

function ViewContent({ view, record }: { view: View; record: CallRecord }) {
  if (view === 'evaluation') return <EvaluationView evaluation={record.evaluation} />;
  if (view === 'checkpoints')
    return record.serviceId ? (
      <DualRecordView serviceId={record.serviceId} />
    ) : (
      <NoVideo message={CALL_RECORD_TEXTS.noCheckpoints} />
    );
  if (view === 'integrity')
    return record.serviceId ? (
      <RecordIntegrityCheck serviceId={record.serviceId} />
    ) : (
      <NoVideo message={CALL_RECORD_TEXTS.noRoom} />
    );
  if (view === 'legalHold')
    return record.serviceId && <LegalHoldSwitch serviceId={record.serviceId} held={record.legalHold} />;
  if (view === 'merged') return <MergedVideo serviceId={record.serviceId} merged={record.hasMergedVideo} />;
  return <RoomVideo serviceId={record.hasVideo ? record.serviceId : null} kind="recording" />;
}

/**
 * A call's detail action (spec 1 §2.5): a menu of its video, its evaluation, its merged video, its 双录 record,
 * its verification and, for the tenant's admins, its legal hold, each shown in a dialog.
 */
export function CallRecordActions({ record }: { record: CallRecord }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<(typeof views)[number] | null>(null);
  return (
    <>
      <Button size="small" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        {CALL_RECORD_TEXTS.detail}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {viewsFor(storedAgent()?.agentRole.level ?? '1', record).map((entry) => (
          <MenuItem
            key={entry.view}
            onClick={() => {
              setAnchor(null);
              setOpen(entry);
            }}
          >
            {entry.item}
          </MenuItem>
        ))}
      </Menu>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        fullWidth
        maxWidth={open?.view === 'evaluation' ? 'xs' : 'md'}
      >
        <DialogTitle>{open?.title}</DialogTitle>
        <DialogContent>{open && <ViewContent view={open.view} record={record} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{CALL_RECORD_TEXTS.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
