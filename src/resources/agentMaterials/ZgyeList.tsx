import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { tagFilter, tagsText } from '../contentStudio/ContentTags';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { videoContentListView, type VideoContentRow } from '../../schemas/videoContent';
import { SchemaList } from '../../schema-ui/SchemaList';
import { AGENT_MATERIAL_TEXTS, ZGYE_RESOURCE } from './texts';

const asRow = (record: RaRecord) => record as unknown as VideoContentRow;
const { status: _status, render: _render, ...shownColumns } = videoContentListView.properties;
const zgyeView = { type: 'object', properties: shownColumns } as const;

/** Plays an approved video in a phone-sized dialog. */
function PlayButton({ row }: { row: VideoContentRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} disabled={!row.render.url}>
        {AGENT_MATERIAL_TEXTS.play}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{row.name}</DialogTitle>
        <DialogContent>
          {row.render.url && (
            <video
              data-testid="material-video"
              src={row.render.url}
              poster={row.render.posterUrl ?? undefined}
              controls
              playsInline
              width={375}
              height={667}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{AGENT_MATERIAL_TEXTS.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** /zgyeManagement 展业素材: the approved, rendered video contents of the agent's tenant shared with its organisation. */
export function ZgyeList() {
  return (
    <SchemaList
      resource={ZGYE_RESOURCE}
      title={AGENT_MATERIAL_TEXTS.zgyeTitle}
      schema={zgyeView}
      canCreate={false}
      extraFilters={[tagFilter(2)]}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      columns={{ tags: tagsText }}
      rowActions={(record) => <PlayButton row={asRow(record)} />}
    />
  );
}
