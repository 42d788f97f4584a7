import { Button, Stack } from '@mui/material';
import { tagFilter, tagsText } from '../contentStudio/ContentTags';
import { useState } from 'react';
import { useNotify, useRefresh, type RaRecord } from 'react-admin';
import { isEditableStatus, isPendingStatus } from '../../domain/audit';
import { request } from '../../dataProvider/httpClient';
import { pathWith } from '../../schemas/paths';
import {
  videoContentListView,
  videoContentPaths,
  videoContentTexts,
  type VideoContentRow,
} from '../../schemas/videoContent';
import { RowActions, type RowAction } from '../../schema-ui/RowActions';
import { SchemaList } from '../../schema-ui/SchemaList';
import { DynamicVideoAuditSection } from '../dynamicContent/DynamicVideoAuditSection';
import { RejectDialog } from '../videoTemplate/RejectDialog';
import { CreateContentButton } from './CreateContentDialog';
import { RenderProgress } from './RenderProgress';
import { VIDEO_CONTENT_AUDIT_RESOURCE, VIDEO_CONTENT_RESOURCE, VIDEO_CONTENT_TEXTS, videoContentRoutes } from './texts';

const asRow = (record: RaRecord) => record as unknown as VideoContentRow;

function actionsOf(row: VideoContentRow): RowAction[] {
  const actions: RowAction[] = [{ label: VIDEO_CONTENT_TEXTS.view, to: videoContentRoutes.detail(row._id, false) }];
  if (isEditableStatus(row.status) && row.render.state === 'ready') {
    actions.push({
      label: VIDEO_CONTENT_TEXTS.submit,
      question: VIDEO_CONTENT_TEXTS.confirmSubmit,
      request: { method: 'POST', path: pathWith(videoContentPaths.submit, { id: row._id }) },
      done: videoContentTexts.submitted,
    });
  }
  if (!isPendingStatus(row.status)) {
    actions.push({
      label: VIDEO_CONTENT_TEXTS.remove,
      question: VIDEO_CONTENT_TEXTS.confirmRemove,
      request: { method: 'DELETE', path: pathWith(videoContentPaths.one, { id: row._id }) },
      done: videoContentTexts.deleted,
      danger: true,
    });
  }
  return actions;
}

/** /videoContent/list: the contents in the viewer's scope with their render's progress, create, view, submit and delete. */
export function VideoContentList() {
  return (
    <SchemaList
      resource={VIDEO_CONTENT_RESOURCE}
      title={VIDEO_CONTENT_TEXTS.listTitle}
      schema={videoContentListView}
      canCreate={false}
      extraActions={<CreateContentButton />}
      extraFilters={[tagFilter(2)]}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      columns={{ render: (record) => <RenderProgress row={asRow(record)} />, tags: tagsText }}
      rowActions={(record) => <RowActions actions={actionsOf(asRow(record))} />}
    />
  );
}

/** Approve or reject (with a reason) a content (or, given its check path, a dynamic video) waiting for the viewer's level. */
export function ContentAuditActions({
  id,
  onDone,
  checkPath = pathWith(videoContentPaths.check, { id }),
}: {
  id: string;
  onDone?: () => void;
  checkPath?: string;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const check = async (pass: boolean, reason?: string) => {
    try {
      await request('PUT', checkPath, { body: reason === undefined ? { pass } : { pass, reason } });
      notify(videoContentTexts.audited, { type: 'success' });
      refresh();
      onDone?.();
      return true;
    } catch {
      return false;
    }
  };
  return (
    <Stack direction="row" spacing={0.5}>
      <Button size="small" onClick={() => void check(true)}>
        {VIDEO_CONTENT_TEXTS.approve}
      </Button>
      <Button size="small" color="error" onClick={() => setRejecting(true)}>
        {VIDEO_CONTENT_TEXTS.reject}
      </Button>
      <RejectDialog open={rejecting} onClose={() => setRejecting(false)} onReject={(reason) => check(false, reason)} />
    </Stack>
  );
}

/** /videoContent/auditList: what waits for the viewer's level (level 3 status 2, level 4 status 12): video content, then dynamic videos. */
export function VideoContentAuditList() {
  return (
    <>
      <SchemaList
        resource={VIDEO_CONTENT_AUDIT_RESOURCE}
        title={VIDEO_CONTENT_TEXTS.auditTitle}
        schema={videoContentListView}
        hideFilters={['status']}
        canCreate={false}
        sort={{ field: 'updatedAt', order: 'DESC' }}
        columns={{ render: (record) => <RenderProgress row={asRow(record)} />, tags: tagsText }}
        rowActions={(record) => (
          <Stack direction="row" spacing={0.5}>
            <RowActions
              actions={[{ label: VIDEO_CONTENT_TEXTS.audit, to: videoContentRoutes.detail(asRow(record)._id, true) }]}
            />
            <ContentAuditActions id={asRow(record)._id} />
          </Stack>
        )}
      />
      <DynamicVideoAuditSection />
    </>
  );
}
