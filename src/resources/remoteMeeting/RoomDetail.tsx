import { Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import { Loading, Title, useGetOne } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDuration } from '../../domain/callRecords';
import { roomFromNames } from '../../schemas/call';
import {
  CALL_STATUS_NAMES,
  CALL_STATUSES,
  ROOM_STATUS_NAMES,
  ROOM_STATUSES,
  callRecordListView,
  serviceRoomListView,
  type ServiceRoomDetail,
} from '../../schemas/callRecord';
import { EvaluationView } from '../callRecord/EvaluationView';
import { time, Section, Fields } from '../callRecord/DetailParts';
import { RoomVideo } from '../callRecord/RoomVideo';
import { DualRecordView } from '../callRecord/DualRecordView';
import { RecordIntegrityCheck } from '../callRecord/RecordIntegrityCheck';
import { recordIntegrityTexts } from '../../domain/recordIntegrity';
import { levelAtLeast } from '../../domain/scope';
import { personalDataTexts } from '../../schemas/personalData';
import { storedAgent } from '../../session/session';
import { LegalHoldSwitch } from '../callRecord/LegalHoldSwitch';
import { ENDED_BY_NAMES, ROOM_TEXTS } from './texts';

const room = serviceRoomListView.properties;
const call = callRecordListView.properties;
const nameOf = <T extends string>(values: readonly T[], names: readonly string[], value: T) =>
  names[values.indexOf(value)] ?? value;

function DetailBody({ detail }: { detail: ServiceRoomDetail }) {
  return (
    <>
      <Section title={ROOM_TEXTS.roomSection}>
        <Fields
          fields={[
            [room.inviteNumber.title, detail.inviteNumber],
            [room.status.title, nameOf(ROOM_STATUSES, ROOM_STATUS_NAMES, detail.status)],
            [room.userName.title, detail.userName],
            [room.userPhone.title, detail.userPhone],
            [room.roomFrom.title, roomFromNames[detail.roomInfo.from] ?? detail.roomInfo.from],
            [room.agent.title, detail.agent.fullName],
            [room.orgAccount.title, detail.orgAccount?.orgName ?? ''],
            [room.tenant.title, detail.tenant.name],
            [room.startedAt.title, time(detail.startedAt)],
            [room.endedAt.title, time(detail.endedAt)],
            [room.duration.title, formatDuration(detail.duration)],
            [ROOM_TEXTS.endedBy, detail.endedBy ? (ENDED_BY_NAMES[detail.endedBy] ?? detail.endedBy) : ''],
          ]}
        />
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title={ROOM_TEXTS.callSection}>
        {detail.call ? (
          <>
            <Fields
              fields={[
                [call.callStatus.title, nameOf(CALL_STATUSES, CALL_STATUS_NAMES, detail.call.callStatus)],
                [call.askedAt.title, time(detail.call.askedAt)],
                [call.answeredAt.title, time(detail.call.answeredAt)],
              ]}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {ROOM_TEXTS.evaluation}
            </Typography>
            <EvaluationView evaluation={detail.call.evaluation} />
          </>
        ) : (
          <Typography color="text.secondary">{ROOM_TEXTS.noCall}</Typography>
        )}
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title={ROOM_TEXTS.videoSection}>
        <Box sx={{ maxWidth: 720 }}>
          <RoomVideo serviceId={detail.hasVideo ? detail.serviceId : null} kind="recording" />
        </Box>
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title={ROOM_TEXTS.checkpoints}>
        <DualRecordView serviceId={detail.serviceId} withPlayer={false} />
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title={recordIntegrityTexts.title}>
        <RecordIntegrityCheck serviceId={detail.serviceId} />
      </Section>
      {levelAtLeast(storedAgent()?.agentRole.level ?? '1', '3') && (
        <>
          <Divider sx={{ mb: 2 }} />
          <Section title={personalDataTexts.legalHold}>
            <LegalHoldSwitch serviceId={detail.serviceId} held={detail.legalHold} />
          </Section>
        </>
      )}
    </>
  );
}

/**
 * One room of the caller's scope (spec 1 §2.2 …/detail/:serviceId): the room, its call and evaluation, its video,
 * its 双录 checkpoints, its verification and, for the tenant's admins, its legal hold.
 */
export function RoomDetail({ resource, title, back }: { resource: string; title: string; back: string }) {
  const { serviceId = '' } = useParams();
  const navigate = useNavigate();
  const { data, isPending, error } = useGetOne<ServiceRoomDetail & { id: string }>(
    resource,
    { id: serviceId },
    { retry: false },
  );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Button onClick={() => navigate(back)} sx={{ mb: 2 }}>
          {ROOM_TEXTS.back}
        </Button>
        {isPending ? (
          <Loading />
        ) : error || !data ? (
          <Typography color="error">{ROOM_TEXTS.notFound}</Typography>
        ) : (
          <DetailBody detail={data} />
        )}
      </CardContent>
    </Card>
  );
}
