import { Button, Stack } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { storedAgent } from '../../session/session';
import { levelAtLeast } from '../../domain/scope';
import { serviceWebListView, serviceWebPaths } from '../../schemas/serviceWeb';
import { RowActions } from '../../schema-ui/RowActions';
import { SchemaList } from '../../schema-ui/SchemaList';
import { InviteActions } from './InviteActions';
import { copyPath, endAction } from './recordActions';
import { SAME_SCREEN_TEXTS } from './texts';
import { pageLink } from '../../domain/pages';

const { inviteNumber, shareWeb, customerName, customerPhone, agent, startedAt } = serviceWebListView.properties;
/** The sessions still open: who to invite, with what, since when. */
const openView = {
  type: 'object',
  properties: { inviteNumber, shareWeb, customerName, customerPhone, agent, startedAt },
} as const;

function rowActions(record: RaRecord, mayStart: boolean) {
  const id = String(record.id);
  return (
    <Stack direction="row" spacing={0.5}>
      <InviteActions serviceId={id} />
      <RowActions
        actions={[
          { label: SAME_SCREEN_TEXTS.detail, to: pageLink('sameScreenDetail', { serviceId: id, from: 'sameScreen' }) },
          ...(mayStart ? [{ label: SAME_SCREEN_TEXTS.copyRecord, to: copyPath(record) }] : []),
          ...endAction(record, 'sameScreen'),
        ]}
      />
    </Stack>
  );
}

/** The agent's same-screen sessions in progress (/sameScreen): start one, invite, end; admins see their scope's. */
export function SameScreenList() {
  const agent = storedAgent();
  const level = agent?.agentRole.level ?? '1';
  // A record belongs to an organisation: accounts without one (tenant and platform admins) do not start sessions.
  const mayStart = Boolean(agent?.tenant && agent.orgAccount);
  return (
    <SchemaList
      title={SAME_SCREEN_TEXTS.listTitle}
      schema={openView}
      permanentFilter={{ serviceWebStatus: 'inProgress' }}
      hideFilters={['agent']}
      sort={{ field: 'startedAt', order: 'DESC' }}
      canCreate={false}
      extraActions={
        <>
          {mayStart && (
            <Button size="small" variant="contained" component={Link} to={pageLink('sameScreenCreate', { isCopy: 0 })}>
              {SAME_SCREEN_TEXTS.start}
            </Button>
          )}
          <Button size="small" component={Link} to={pageLink('sameScreenRecords')}>
            {SAME_SCREEN_TEXTS.records}
          </Button>
        </>
      }
      rowActions={(record) => rowActions(record, mayStart)}
      exportPath={levelAtLeast(level, '2') ? serviceWebPaths.export : undefined}
      exportName={SAME_SCREEN_TEXTS.exportName}
    />
  );
}
