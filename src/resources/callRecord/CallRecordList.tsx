import { Chip, Rating, Tooltip } from '@mui/material';
import { DUAL_RECORD_STATE_NAMES, DUAL_RECORD_STATES, incompleteText } from '../../domain/dualRecord';
import type { RaRecord } from 'react-admin';
import { storedAgent } from '../../session/session';
import { ALL_CALL_STATUSES, defaultCallStatus, formatDuration, seesOwnRecordsOnly } from '../../domain/callRecords';
import { lastDaysWindow } from '../../domain/timeWindows';
import {
  CALL_HISTORY_DAYS,
  CALL_RECORD_PAGE_SIZE,
  CALL_STATUS_NAMES,
  CALL_STATUSES,
  callRecordListView,
  type CallRecord,
  callRecordPaths,
} from '../../schemas/callRecord';
import { SchemaList } from '../../schema-ui/SchemaList';
import { StatusTabs } from '../../schema-ui/StatusTabs';
import { timeRangeFilters } from '../../schema-ui/timeRangeFilters';
import { CallRecordActions } from './CallRecordActions';
import { hiddenRecordColumns, hiddenRecordFilters, recordRefFilters } from './recordFilters';
import { CALL_RECORD_TEXTS } from './texts';

const tabs = [
  { value: ALL_CALL_STATUSES, label: CALL_RECORD_TEXTS.allTab },
  ...CALL_STATUSES.map((value, i) => ({ value, label: CALL_STATUS_NAMES[i] ?? value })),
];

const asCall = (record: RaRecord) => record as unknown as CallRecord;

/**
 * The call history (spec 1 §2.5, §4, §9): tabs by call status, the last 7 days by default, 5 calls a
 * page, export, and each call's video, evaluation and merged video. An agent opens on its answered
 * calls, except in cmb_videoSells.
 */
export function CallRecordList() {
  const agent = storedAgent();
  const level = agent?.agentRole.level ?? '1';
  const tenantCode = agent?.tenant?.code;
  const firstTab = defaultCallStatus({ level }, tenantCode);
  return (
    <SchemaList
      title={CALL_RECORD_TEXTS.title}
      schema={callRecordListView}
      header={<StatusTabs source="callStatus" tabs={tabs} absent={firstTab} />}
      extraFilters={timeRangeFilters()}
      defaultFilter={{ ...lastDaysWindow(CALL_HISTORY_DAYS), callStatus: firstTab }}
      refFilters={recordRefFilters}
      hideFilters={hiddenRecordFilters(level)}
      hideColumns={hiddenRecordColumns(level, seesOwnRecordsOnly({ level }, tenantCode))}
      perPage={CALL_RECORD_PAGE_SIZE}
      sort={{ field: 'askedAt', order: 'DESC' }}
      canCreate={false}
      columns={{
        duration: (record) => formatDuration(asCall(record).duration),
        dualRecord: (record) => {
          const call = asCall(record);
          if (call.dualRecord === 'none') return '-';
          const name = DUAL_RECORD_STATE_NAMES[DUAL_RECORD_STATES.indexOf(call.dualRecord)];
          return call.dualRecord === 'incomplete' ? (
            <Tooltip title={incompleteText(call.dualRecordMissing)}>
              <Chip size="small" color="warning" label={name} data-testid="dual-record-incomplete" />
            </Tooltip>
          ) : (
            name
          );
        },
        evaluation: (record) => {
          const evaluation = asCall(record).evaluation;
          return evaluation ? (
            <Rating size="small" value={evaluation.score} readOnly getLabelText={CALL_RECORD_TEXTS.score} />
          ) : (
            '-'
          );
        },
      }}
      rowActions={(record) => <CallRecordActions record={asCall(record)} />}
      exportPath={callRecordPaths.export}
      exportName={CALL_RECORD_TEXTS.exportName}
    />
  );
}
