import { Stack } from '@mui/material';
import { tagFilter, tagsText } from '../contentStudio/ContentTags';
import type { RaRecord } from 'react-admin';
import { isEditableStatus, isPendingStatus } from '../../domain/audit';
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
import { ContentAuditActions } from '../videoTemplate/ContentAuditActions';
import { CreateContentButton } from './CreateContentDialog';
import { RenderProgress } from './RenderProgress';
import { VIDEO_CONTENT_AUDIT_RESOURCE, VIDEO_CONTENT_RESOURCE, VIDEO_CONTENT_TEXTS } from './texts';
import { pageLink } from '../../domain/pages';

const asRow = (record: RaRecord) => record as unknown as VideoContentRow;

function actionsOf(row: VideoContentRow): RowAction[] {
  const actions: RowAction[] = [
    { label: VIDEO_CONTENT_TEXTS.view, to: pageLink('videoContentDetail', { detailId: row._id, isAudit: 0 }) },
  ];
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
              actions={[
                {
                  label: VIDEO_CONTENT_TEXTS.audit,
                  to: pageLink('videoContentDetail', { detailId: asRow(record)._id, isAudit: 1 }),
                },
              ]}
            />
            <ContentAuditActions id={asRow(record)._id} />
          </Stack>
        )}
      />
      <DynamicVideoAuditSection />
    </>
  );
}
