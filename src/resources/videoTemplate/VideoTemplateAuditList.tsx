import { Button, Stack } from '@mui/material';
import { tagsText } from '../contentStudio/ContentTags';
import { useState } from 'react';
import { useRefresh, type RaRecord } from 'react-admin';
import { pathWith } from '../../schemas/paths';
import {
  videoTemplateListView,
  videoTemplatePaths,
  videoTemplateTexts,
  type VideoTemplateRow,
} from '../../schemas/videoTemplate';
import { RowActions } from '../../schema-ui/RowActions';
import { SchemaList } from '../../schema-ui/SchemaList';
import { RejectDialog } from './RejectDialog';
import { useSendAudit } from './sendAudit';
import { VIDEO_TEMPLATE_AUDIT_RESOURCE, VIDEO_TEMPLATE_TEXTS } from './texts';
import { pageLink } from '../../domain/pages';

function AuditActions({ row }: { row: VideoTemplateRow }) {
  const sendAudit = useSendAudit();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const reject = async (reason: string) => {
    const done = (await sendAudit('videoTemplate', 'check', row._id, { pass: false, reason })) !== undefined;
    if (done) refresh();
    return done;
  };
  return (
    <Stack direction="row" spacing={0.5}>
      <RowActions
        actions={[
          {
            label: VIDEO_TEMPLATE_TEXTS.audit,
            to: pageLink('videoTemplateAuditEditor', { templateId: row._id, isAudit: 1 }),
          },
          {
            label: VIDEO_TEMPLATE_TEXTS.approve,
            question: VIDEO_TEMPLATE_TEXTS.confirmApprove,
            request: { method: 'PUT', path: pathWith(videoTemplatePaths.check, { id: row._id }), body: { pass: true } },
            done: videoTemplateTexts.audited,
          },
        ]}
      />
      <Button size="small" color="error" onClick={() => setRejecting(true)}>
        {VIDEO_TEMPLATE_TEXTS.reject}
      </Button>
      <RejectDialog open={rejecting} onClose={() => setRejecting(false)} onReject={reject} />
    </Stack>
  );
}

/** /videoTemplate/auditList: what waits for the viewer's level (level 3 status 2, level 4 status 12). */
export function VideoTemplateAuditList() {
  return (
    <SchemaList
      resource={VIDEO_TEMPLATE_AUDIT_RESOURCE}
      title={VIDEO_TEMPLATE_TEXTS.auditTitle}
      schema={videoTemplateListView}
      hideFilters={['status']}
      canCreate={false}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      columns={{ tags: tagsText }}
      rowActions={(record: RaRecord) => <AuditActions row={record as unknown as VideoTemplateRow} />}
    />
  );
}
