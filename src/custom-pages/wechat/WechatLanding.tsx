import { Box, Button, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, RefreshButton, TextField, TopToolbar, type RaRecord } from 'react-admin';
import { hasSession } from '../../session/session';
import { DateTimeField } from '../../schema-ui/DateTimeField';
import { AnonymousRedirect } from '../../layout/AnonymousRedirect';
import { LocaleTheme } from '../../layout/LocaleTheme';
import { SameScreenBrowserGate } from '../../layout/SameScreenBrowserGate';
import { SAME_SCREEN_RESOURCE, SAME_SCREEN_TEXTS } from '../../resources/sameScreen/texts';
import { useInvitation } from '../../resources/sameScreen/useInvitation';
import { TotalPagination } from '../../schema-ui/TotalPagination';
import { serviceWebListView } from '../../schemas/serviceWeb';
import { SCHEMA_UI_TEXTS } from '../../schema-ui/texts';

const { inviteNumber, startedAt } = serviceWebListView.properties;

function InviteButton({ record }: { record: RaRecord }) {
  const invitation = useInvitation();
  return (
    <Button size="small" variant="contained" onClick={() => void invitation.copy(String(record.id))}>
      {SAME_SCREEN_TEXTS.invite}
    </Button>
  );
}

/**
 * The enterprise-messaging landing (/wechat, spec 1 §2.1): the sessions in progress with their share
 * number and start, an invite action, a refresh button and the total.
 */
function WechatList() {
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6">{SAME_SCREEN_TEXTS.wechatTitle}</Typography>
      <List
        resource={SAME_SCREEN_RESOURCE}
        filter={{ serviceWebStatus: 'inProgress' }}
        sort={{ field: 'startedAt', order: 'DESC' }}
        perPage={10}
        actions={
          <TopToolbar>
            <RefreshButton />
          </TopToolbar>
        }
        pagination={<TotalPagination />}
        empty={false}
        exporter={false}
        disableSyncWithLocation
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="inviteNumber" label={inviteNumber.title} sortable={false} />
          <DateTimeField source="startedAt" label={startedAt.title} sortable={false} />
          <FunctionField
            label={SCHEMA_UI_TEXTS.actions}
            render={(record: RaRecord) => <InviteButton record={record} />}
          />
        </Datagrid>
      </List>
    </Box>
  );
}

export function WechatLanding() {
  if (!hasSession()) return <AnonymousRedirect />;
  return (
    <LocaleTheme>
      <SameScreenBrowserGate>
        <WechatList />
      </SameScreenBrowserGate>
    </LocaleTheme>
  );
}
