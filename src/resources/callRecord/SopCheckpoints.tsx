import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { callRecordApi } from './callRecordApi';
import { formatDuration } from '../../domain/callRecords';
import { sopCheckpointKindNames, type SopCheckpointRecord } from '../../schemas/sop';
import { CALL_RECORD_TEXTS } from './texts';
import { SOP_CHECKPOINTS_TEXTS } from './texts';

/** A room's 双录 checkpoints (a script read, a confirmation heard), each at its time in the recording. */
export function SopCheckpoints({ serviceId }: { serviceId: string }) {
  const [list, setList] = useState<SopCheckpointRecord[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    callRecordApi
      .checkpoints(serviceId, controller.signal)
      .then(setList)
      .catch(() => !controller.signal.aborted && setList([]));
    return () => controller.abort();
  }, [serviceId]);
  if (list === null) return null;
  if (list.length === 0) return <Typography color="text.secondary">{CALL_RECORD_TEXTS.noCheckpoints}</Typography>;
  return (
    <Table size="small" data-testid="sop-checkpoints">
      <TableHead>
        <TableRow>
          {[
            SOP_CHECKPOINTS_TEXTS.at,
            SOP_CHECKPOINTS_TEXTS.kind,
            SOP_CHECKPOINTS_TEXTS.script,
            SOP_CHECKPOINTS_TEXTS.keyword,
            SOP_CHECKPOINTS_TEXTS.text,
          ].map((title) => (
            <TableCell key={title}>{title}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {list.map((checkpoint) => (
          <TableRow key={checkpoint._id}>
            <TableCell>{formatDuration(checkpoint.offsetSeconds)}</TableCell>
            <TableCell>{sopCheckpointKindNames[checkpoint.kind]}</TableCell>
            <TableCell>{checkpoint.scriptTitle}</TableCell>
            <TableCell>{checkpoint.keyword ?? '-'}</TableCell>
            <TableCell>{checkpoint.text ?? '-'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
