import { Avatar, Link } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { storedAgent } from '../../session/session';
import { pageLink } from '../../domain/pages';
import { levelAtLeast } from '../../domain/scope';
import { shareWebListView, shareWebPaths, type ShareWebType } from '../../schemas/shareWeb';
import { mayChange, type OwnedRecord } from '../materialManagement/materialRules';
import { RowActions, type RowAction } from '../../schema-ui/RowActions';
import { SchemaList } from '../../schema-ui/SchemaList';
import { SHARE_WEB_TEXTS } from './texts';
import { useShareWebAdded } from './useShareWebAdded';

export interface ShareWebScreen {
  resource: string;
  type: ShareWebType;
  title: string;
}

function shareWebActions(resource: string, record: RaRecord): RowAction[] {
  const agent = storedAgent();
  const id = String(record.id);
  // A digital human that speaks is watched on its own page (numberObserve) by whoever sees it.
  const watch: RowAction[] = record.avatarId
    ? [{ label: SHARE_WEB_TEXTS.watch, to: pageLink('digitalHumanObserve', { resWebId: id }) }]
    : [];
  if (!agent || !mayChange(agent, record as unknown as OwnedRecord)) return watch;
  return [
    ...watch,
    { label: SHARE_WEB_TEXTS.edit, to: `/${resource}/${id}` },
    {
      label: SHARE_WEB_TEXTS.delete,
      question: SHARE_WEB_TEXTS.confirmDelete,
      request: { method: 'DELETE', path: shareWebPaths.base, query: { id } },
      done: SHARE_WEB_TEXTS.deleted,
      danger: true,
    },
  ];
}

/** Marketing-centre items show their thumbnail first (spec 2 §2.2). */
const withThumbnail = {
  ...shareWebListView,
  properties: {
    thumbnail: { type: 'string', title: SHARE_WEB_TEXTS.thumbnail, 'x-list': true },
    ...shareWebListView.properties,
  },
};

/** The H5 links of one type (spec 1 §2.5): filters by name and status, add, edit, delete, export; refreshed when a link is added. */
export function ShareWebList({ resource, type, title }: ShareWebScreen) {
  useShareWebAdded(type);
  const level = storedAgent()?.agentRole.level ?? '1';
  return (
    <SchemaList
      title={title}
      schema={type === 'yxzx' ? withThumbnail : shareWebListView}
      permanentFilter={{ type }}
      columns={{
        thumbnail: (record) => (
          <Avatar
            variant="rounded"
            src={typeof record.thumbnail === 'string' ? record.thumbnail : undefined}
            alt={String(record.name)}
            sx={{ width: 56, height: 56 }}
          />
        ),
        url: (record) => (
          <Link href={String(record.url)} target="_blank" rel="noopener noreferrer">
            {String(record.url)}
          </Link>
        ),
      }}
      rowActions={(record) => <RowActions actions={shareWebActions(resource, record)} />}
      exportPath={levelAtLeast(level, '2') ? shareWebPaths.export : undefined}
      exportName={SHARE_WEB_TEXTS.exportName}
    />
  );
}
