import AddIcon from '@mui/icons-material/Add';
import { tagFilter, tagsText } from '../contentStudio/ContentTags';
import { Button } from '@mui/material';
import { useNotify, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isEditableStatus, isPendingStatus } from '../../domain/audit';
import { videoTemplateApi } from './videoTemplateApi';
import { pathWith } from '../../schemas/paths';
import {
  videoTemplateListView,
  videoTemplatePaths,
  videoTemplateTexts,
  type TemplateKindName,
  type VideoTemplateRow,
} from '../../schemas/videoTemplate';
import { RowActions, type RowAction } from '../../schema-ui/RowActions';
import { SchemaList } from '../../schema-ui/SchemaList';
import { VIDEO_TEMPLATE_RESOURCE, VIDEO_TEMPLATE_TEXTS } from './texts';
import { pageLink } from '../../domain/pages';

const asRow = (record: RaRecord) => record as unknown as VideoTemplateRow;

/** The common template list, or the dynamic one (/DynamicTemplateManagement/list) whose pages differ only in paths and titles. */
interface TemplateKindPages {
  kind: TemplateKindName;
  resource: string;
  title: string;
  detail: (id: string) => string;
}

const COMMON: TemplateKindPages = {
  kind: 'common',
  resource: VIDEO_TEMPLATE_RESOURCE,
  title: VIDEO_TEMPLATE_TEXTS.listTitle,
  detail: (id) => pageLink('videoTemplateEditor', { detailId: id, isAudit: 0 }),
};

/** Makes a template of one node and opens it in the editor. */
function CreateTemplateButton({ pages }: { pages: TemplateKindPages }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const create = async () => {
    try {
      const made = await videoTemplateApi.create(pages.kind === 'common' ? {} : { type: pages.kind });
      notify(videoTemplateTexts.created, { type: 'success' });
      navigate(pages.detail(made._id));
    } catch {
      // The client already showed the server's reason.
    }
  };
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => void create()}>
      {VIDEO_TEMPLATE_TEXTS.create}
    </Button>
  );
}

function actionsOf(row: VideoTemplateRow, pages: TemplateKindPages): RowAction[] {
  const one = pathWith(videoTemplatePaths.one, { id: row._id });
  const actions: RowAction[] = [
    {
      label: isPendingStatus(row.status) ? VIDEO_TEMPLATE_TEXTS.view : VIDEO_TEMPLATE_TEXTS.edit,
      to: pages.detail(row._id),
    },
  ];
  if (isEditableStatus(row.status)) {
    actions.push({
      label: VIDEO_TEMPLATE_TEXTS.submit,
      question: VIDEO_TEMPLATE_TEXTS.confirmSubmit,
      request: { method: 'POST', path: pathWith(videoTemplatePaths.submit, { id: row._id }) },
      done: videoTemplateTexts.submitted,
    });
  }
  if (!isPendingStatus(row.status)) {
    actions.push({
      label: VIDEO_TEMPLATE_TEXTS.remove,
      question: VIDEO_TEMPLATE_TEXTS.confirmRemove,
      request: { method: 'DELETE', path: one },
      done: videoTemplateTexts.deleted,
      danger: true,
    });
  }
  return actions;
}

/** /videoTemplate/configList (or, given the dynamic pages, /DynamicTemplateManagement/list): the templates in the viewer's scope, newest change first, with create, edit, submit and delete. */
export function VideoTemplateList({ pages = COMMON }: { pages?: TemplateKindPages }) {
  return (
    <SchemaList
      resource={pages.resource}
      title={pages.title}
      schema={videoTemplateListView}
      canCreate={false}
      permanentFilter={{ type: pages.kind }}
      extraActions={<CreateTemplateButton pages={pages} />}
      extraFilters={[tagFilter(1)]}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      columns={{ status: (record) => <StatusText row={asRow(record)} />, tags: tagsText }}
      rowActions={(record) => <RowActions actions={actionsOf(asRow(record), pages)} />}
    />
  );
}

const STATUS_NAMES: Record<number, string> = Object.fromEntries(
  videoTemplateListView.properties.status.enum.map((value, i) => [
    value,
    videoTemplateListView.properties.status['x-enumNames'][i] ?? '',
  ]),
);

/** The status, and for a rejected template why. */
function StatusText({ row }: { row: VideoTemplateRow }) {
  const name = STATUS_NAMES[row.status] ?? String(row.status);
  return (
    <span title={row.reason ?? undefined}>
      {row.reason && (row.status === 3 || row.status === 4) ? `${name}：${row.reason}` : name}
    </span>
  );
}
