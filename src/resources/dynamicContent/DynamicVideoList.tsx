import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { RaRecord } from 'react-admin';
import { canAudit, isEditableStatus, isPendingStatus } from '../../domain/audit';
import { storedAgent } from '../../session/session';
import {
  dynamicVideoListView,
  dynamicVideoPaths,
  dynamicVideoTexts,
  type DynamicVideoRow,
} from '../../schemas/dynamicVideo';
import { pathWith } from '../../schemas/paths';
import { RowActions, type RowAction } from '../../schema-ui/RowActions';
import { SchemaList } from '../../schema-ui/SchemaList';
import { VideoTemplateList } from '../videoTemplate/VideoTemplateList';
import { CreateDynamicVideoButton } from './CreateDynamicVideoDialog';
import { DYNAMIC_TEMPLATE_RESOURCE, DYNAMIC_TEXTS, DYNAMIC_VIDEO_RESOURCE } from './texts';
import { pageLink } from '../../domain/pages';

const asRow = (record: RaRecord) => record as unknown as DynamicVideoRow;

/** How far a batch's renders are: ready of all, and how many failed. */
export function progressText(row: Pick<DynamicVideoRow, 'progress'>): string {
  const { ready, total, failed } = row.progress;
  return failed > 0
    ? `${DYNAMIC_TEXTS.progress(ready, total)}，${DYNAMIC_TEXTS.failed(failed)}`
    : DYNAMIC_TEXTS.progress(ready, total);
}

function actionsOf(row: DynamicVideoRow): RowAction[] {
  const actions: RowAction[] = [
    { label: DYNAMIC_TEXTS.view, to: pageLink('dynamicVideoDetail', { templateId: row._id }) },
  ];
  if (canAudit(storedAgent()?.agentRole.level ?? '1', row.status))
    actions.push({
      label: DYNAMIC_TEXTS.audit,
      to: pageLink('dynamicVideoDetail', { templateId: row._id, isAudit: 1 }),
    });
  if (isEditableStatus(row.status) && row.progress.total > 0 && row.progress.ready === row.progress.total) {
    actions.push({
      label: DYNAMIC_TEXTS.submit,
      question: DYNAMIC_TEXTS.confirmSubmit,
      request: { method: 'POST', path: pathWith(dynamicVideoPaths.submit, { id: row._id }) },
      done: dynamicVideoTexts.submitted,
    });
  }
  if (!isPendingStatus(row.status)) {
    actions.push({
      label: DYNAMIC_TEXTS.remove,
      question: DYNAMIC_TEXTS.confirmRemove,
      request: { method: 'DELETE', path: pathWith(dynamicVideoPaths.one, { id: row._id }) },
      done: dynamicVideoTexts.deleted,
      danger: true,
    });
  }
  return actions;
}

/** /DynamicVideoManagement/list: the dynamic videos in the viewer's scope with their renders' progress; links to the dynamic templates. */
export function DynamicVideoList() {
  return (
    <SchemaList
      resource={DYNAMIC_VIDEO_RESOURCE}
      title={DYNAMIC_TEXTS.videosTitle}
      schema={dynamicVideoListView}
      canCreate={false}
      extraActions={
        <>
          <CreateDynamicVideoButton />
          <Button size="small" component={RouterLink} to={pageLink('dynamicTemplates')}>
            {DYNAMIC_TEXTS.templatesTitle}
          </Button>
        </>
      }
      sort={{ field: 'updatedAt', order: 'DESC' }}
      columns={{ progress: (record) => progressText(asRow(record)) }}
      rowActions={(record) => <RowActions actions={actionsOf(asRow(record))} />}
    />
  );
}

/** /DynamicTemplateManagement/list: the template list of dynamic templates, opening the same editor under its own path. */
export function DynamicTemplateList() {
  return (
    <VideoTemplateList
      pages={{
        kind: 'dynamic',
        resource: DYNAMIC_TEMPLATE_RESOURCE,
        title: DYNAMIC_TEXTS.templatesTitle,
        detail: (id) => pageLink('dynamicTemplateEditor', { templateId: id }),
      }}
    />
  );
}
