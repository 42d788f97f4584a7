import type { RaRecord } from 'react-admin';
import { tagFilter, tagsText } from '../contentStudio/ContentTags';
import { videoTemplateListView, type VideoTemplateRow } from '../../schemas/videoTemplate';
import { SchemaList } from '../../schema-ui/SchemaList';
import { AGENT_MATERIAL_TEXTS, APPROVED_TEMPLATE_RESOURCE } from './texts';

const { status: _status, version: _version, updatedAt: _updatedAt, ...shownColumns } = videoTemplateListView.properties;
const approvedView = {
  type: 'object',
  properties: {
    ...shownColumns,
    type: { type: 'string', title: AGENT_MATERIAL_TEXTS.type, 'x-list': true },
    approvedVersion: { type: 'integer', title: AGENT_MATERIAL_TEXTS.approvedVersion, 'x-list': true },
  },
} as const;

/** /imageManagement 数字人模板: the approved templates (their approved versions) of the agent's tenant shared with its organisation. */
export function ApprovedTemplateList() {
  return (
    <SchemaList
      resource={APPROVED_TEMPLATE_RESOURCE}
      title={AGENT_MATERIAL_TEXTS.templatesTitle}
      schema={approvedView}
      canCreate={false}
      extraFilters={[tagFilter(1)]}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      columns={{
        type: (record: RaRecord) => AGENT_MATERIAL_TEXTS[(record as unknown as VideoTemplateRow).type],
        tags: tagsText,
      }}
    />
  );
}
