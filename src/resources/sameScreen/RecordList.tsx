import { storedAgent } from '../../session/session';
import { lastDaysWindow } from '../../domain/timeWindows';
import {
  SERVICE_WEB_STATUS_NAMES,
  SERVICE_WEB_STATUSES,
  serviceWebListView,
  serviceWebPaths,
} from '../../schemas/serviceWeb';
import { seesOwnRecordsOnly } from '../../domain/callRecords';
import type { RefSource } from '../../schema-ui/RefWidget';
import { RowActions } from '../../schema-ui/RowActions';
import { SchemaList } from '../../schema-ui/SchemaList';
import { StatusTabs } from '../../schema-ui/StatusTabs';
import { timeRangeFilters } from '../../schema-ui/timeRangeFilters';
import { SAME_SCREEN_TEXTS } from './texts';
import { pageLink } from '../../domain/pages';

const tenantFilter: RefSource = {
  resource: 'tenant',
  perPage: 500,
  option: (r) => ({ value: String(r._id), label: String(r.name) }),
};
const orgFilter: RefSource = {
  resource: 'organizations',
  perPage: 200,
  option: (r) => ({ value: String(r._id), label: String(r.orgName) }),
};

const statusTabs = [
  { value: '', label: SAME_SCREEN_TEXTS.allStatuses },
  ...SERVICE_WEB_STATUSES.map((status, i) => ({ value: status, label: SERVICE_WEB_STATUS_NAMES[i] ?? status })),
];

/** Spec 1 §9: the same-screen list opens on the last 2 days from the start of the day. */
const RECORD_DAYS = 2;

/** Every same-screen record in scope (/recordSameScreen): time window, agent, organisation and company filters, tabs by status, export. */
export function RecordList() {
  const agent = storedAgent();
  const level = agent?.agentRole.level ?? '1';
  // An ordinary agent sees only its own records, except in the video-sales tenant (spec 1 §6).
  const ownOnly = seesOwnRecordsOnly({ level }, agent?.tenant?.code);
  const hidden = level === '4' ? [] : level === '3' ? ['tenant'] : ['tenant', 'orgAccount'];
  return (
    <SchemaList
      title={SAME_SCREEN_TEXTS.recordsTitle}
      schema={serviceWebListView}
      refFilters={{ tenant: tenantFilter, orgAccount: orgFilter }}
      hideFilters={ownOnly ? [...hidden, 'agent'] : hidden}
      extraFilters={timeRangeFilters()}
      defaultFilter={{ ...lastDaysWindow(RECORD_DAYS) }}
      header={<StatusTabs source="serviceWebStatus" tabs={statusTabs} />}
      sort={{ field: 'startedAt', order: 'DESC' }}
      canCreate={false}
      rowActions={(record) => (
        <RowActions
          actions={[
            {
              label: SAME_SCREEN_TEXTS.detail,
              to: pageLink('sameScreenDetail', { serviceId: record.id, from: 'recordSameScreen' }),
            },
          ]}
        />
      )}
      exportPath={serviceWebPaths.export}
      exportName={SAME_SCREEN_TEXTS.exportName}
    />
  );
}
