import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { ResourceContextProvider, useRefresh, type RaRecord } from 'react-admin';
import { storedAgent } from '../../session/session';
import { fiveGPaths, fiveGRecordView, type FiveGSession } from '../../schemas/fiveG';
import { recordRefFilters } from '../callRecord/recordFilters';
import { RowActions, type RowAction } from '../../schema-ui/RowActions';
import { SchemaList } from '../../schema-ui/SchemaList';
import { timeRangeFilters } from '../../schema-ui/timeRangeFilters';
import { fiveGColumns, hiddenFiveGColumns, hiddenFiveGFilters } from './fiveGColumns';
import { FIVE_G_RECORD_RESOURCE, FIVE_G_TEXTS } from './texts';
import { useStartSession } from './useStartSession';
import { pageLink } from '../../domain/pages';

function StartButton() {
  const refresh = useRefresh();
  const { start, starting } = useStartSession(() => refresh());
  return (
    <Button size="small" variant="contained" startIcon={<AddIcon />} disabled={starting} onClick={() => void start()}>
      {starting ? FIVE_G_TEXTS.starting : FIVE_G_TEXTS.start}
    </Button>
  );
}

function rowActions(record: RaRecord, agentId: string | undefined) {
  const session = record as unknown as FiveGSession;
  const actions: RowAction[] = [
    { label: FIVE_G_TEXTS.detail, to: pageLink('fiveGDetail', { serviceId: session.serviceId }) },
  ];
  if (session.status === 'inProgress' && session.agent._id === agentId)
    actions.unshift({ label: FIVE_G_TEXTS.enter, to: pageLink('fiveGRoom', { serviceId: session.serviceId }) });
  return <RowActions actions={actions} />;
}

/** The 5G sessions of the workbench (/fifthGeneration/list): the caller's in its scope, and '发起会话'. */
export function SessionList() {
  const agent = storedAgent();
  const level = agent?.agentRole.level ?? '1';
  return (
    <SchemaList
      title={FIVE_G_TEXTS.sessionsTitle}
      schema={fiveGRecordView}
      refFilters={recordRefFilters}
      hideFilters={[...hiddenFiveGFilters(level), 'userName', 'userPhone', 'agent', 'orgAccount']}
      hideColumns={hiddenFiveGColumns(level)}
      sort={{ field: 'startedAt', order: 'DESC' }}
      canCreate={false}
      extraActions={<StartButton />}
      columns={fiveGColumns}
      rowActions={(record) => rowActions(record, agent?._id)}
    />
  );
}

/** The 5G records (/fifthGeneration/record): filters by customer, agent, organisation (level 2 up) and days, and the export. */
export function RecordList() {
  const level = storedAgent()?.agentRole.level ?? '1';
  return (
    <ResourceContextProvider value={FIVE_G_RECORD_RESOURCE}>
      <SchemaList
        title={FIVE_G_TEXTS.recordsTitle}
        schema={fiveGRecordView}
        extraFilters={timeRangeFilters()}
        refFilters={recordRefFilters}
        hideFilters={hiddenFiveGFilters(level)}
        hideColumns={hiddenFiveGColumns(level)}
        sort={{ field: 'startedAt', order: 'DESC' }}
        canCreate={false}
        exportPath={fiveGPaths.export}
        exportName={FIVE_G_TEXTS.exportName}
        columns={fiveGColumns}
        rowActions={(record) => (
          <RowActions
            actions={[{ label: FIVE_G_TEXTS.detail, to: pageLink('fiveGDetail', { serviceId: record.id }) }]}
          />
        )}
      />
    </ResourceContextProvider>
  );
}
