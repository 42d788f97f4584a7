import { Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import { Loading, Title, useGetOne } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDuration } from '../../domain/callRecords';
import {
  CALL_TYPE_NAMES,
  END_TYPE_NAMES,
  SESSION_STATUS_NAMES,
  SESSION_STATUSES,
  type FiveGDetail,
} from '../../schemas/fiveG';
import { customerFormTexts, customerValueText } from '../../schemas/customerForm';
import { time, Section, Fields, Rows } from '../callRecord/DetailParts';
import { RoomVideo } from '../callRecord/RoomVideo';
import { DualRecordView } from '../callRecord/DualRecordView';
import { RecordIntegrityCheck } from '../callRecord/RecordIntegrityCheck';
import { recordIntegrityTexts } from '../../domain/recordIntegrity';
import { FIVE_G_RESOURCE, FIVE_G_TEXTS, SHARE_KIND_NAMES } from './texts';

const callTypeName = (type: 'audio' | 'video' | null) =>
  type === null ? '-' : type === 'video' ? CALL_TYPE_NAMES[0] : CALL_TYPE_NAMES[1];
const endTypeName = (endType: number | null) =>
  endType === null ? '-' : (END_TYPE_NAMES[String(endType)] ?? String(endType));

function DetailBody({ detail }: { detail: FiveGDetail }) {
  const t = FIVE_G_TEXTS;
  return (
    <>
      <Section title={t.basics}>
        <Fields
          fields={[
            [t.flowId, detail.flowId],
            [t.status, SESSION_STATUS_NAMES[SESSION_STATUSES.indexOf(detail.status)] ?? detail.status],
            [t.customer, [detail.userName, detail.userPhone].filter(Boolean).join(' ')],
            [t.agent, detail.agent.fullName],
            [t.organisation, detail.orgAccount?.orgName ?? ''],
            [t.callType, callTypeName(detail.callType)],
            [t.endType, endTypeName(detail.endType)],
            [t.talkTime, formatDuration(detail.talkSeconds)],
            [t.startedAt, time(detail.startedAt)],
            [t.endedAt, time(detail.endedAt)],
          ]}
        />
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title={t.calls}>
        <Rows
          head={[t.customer, t.callType, t.startedAt, t.connectedAt, t.endedAt, t.talkTime, t.endType]}
          empty={t.noCalls}
          rows={detail.phoneCallList.map((call) => [
            `${call.userName} ${call.userPhone}`,
            callTypeName(call.callType),
            time(call.startedAt),
            time(call.connectedAt),
            time(call.endedAt),
            formatDuration(call.talkSeconds),
            endTypeName(call.endType),
          ])}
        />
      </Section>
      <Section title={t.shares}>
        <Rows
          head={[t.shareName, t.shareKind, t.startedAt, t.endedAt]}
          empty={t.noShares}
          rows={detail.shares.map((share) => [
            share.name,
            SHARE_KIND_NAMES[share.kind] ?? share.kind,
            time(share.startedAt),
            time(share.endedAt),
          ])}
        />
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title={customerFormTexts.recordTitle}>
        {detail.customerInfo?.values ? (
          <Fields
            fields={detail.customerInfo.fields.map((field): [string, string] => [
              field.name,
              customerValueText(detail.customerInfo?.values?.[field.key]),
            ])}
          />
        ) : (
          <Typography color="text.secondary">{customerFormTexts.none}</Typography>
        )}
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title={t.recording}>
        <Box sx={{ maxWidth: 720 }}>
          <RoomVideo serviceId={detail.hasRecording ? detail.serviceId : null} kind="recording" />
        </Box>
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title={t.checkpoints}>
        <DualRecordView serviceId={detail.serviceId} withPlayer={false} />
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title={recordIntegrityTexts.title}>
        <RecordIntegrityCheck serviceId={detail.serviceId} />
      </Section>
    </>
  );
}

/** One 5G session of the caller's scope (/fifthGeneration/detail/:serviceId): its calls, shares, recording and verification. */
export function SessionDetail() {
  const { serviceId = '' } = useParams();
  const navigate = useNavigate();
  const { data, isPending, error } = useGetOne<FiveGDetail & { id: string }>(
    FIVE_G_RESOURCE,
    { id: serviceId },
    { retry: false },
  );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={FIVE_G_TEXTS.detailTitle} />
      <CardContent>
        <Button onClick={() => navigate(-1)} sx={{ mb: 2 }}>
          {FIVE_G_TEXTS.back}
        </Button>
        {error ? (
          <Typography color="error">{FIVE_G_TEXTS.notFound}</Typography>
        ) : isPending || !Array.isArray(data?.phoneCallList) ? (
          // The list's row stands in for the record until the detail with its calls arrives.
          <Loading />
        ) : (
          <DetailBody detail={data} />
        )}
      </CardContent>
    </Card>
  );
}
