import { Box, Button, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { pageLink } from '../../../../domain/pages';
import { AddLink, AddMaterial } from './AddDialogs';
import type { RoomApi } from '../roomApi';
import { roomTexts } from '../roomTexts';
import type { MaterialItem, ShareTabKey } from '../materials';
import { MaterialTab } from './MaterialTab';
import { TemplatePreviewDialog, TemplateSmsDialog } from './TemplateDialogs';

export interface SharePanelProps {
  api: RoomApi;
  onShare(item: MaterialItem): void;
  /** The session's customer phone, prefilled in the SMS share. */
  customerPhone: string;
}

const T = roomTexts.template;

/** Side panel 1 of the 5G room (spec 2 §2.3): tabs 0 template materials, 1 5G materials, 2 links. */
export function SharePanel({ api, onShare, customerPhone }: SharePanelProps) {
  const [tab, setTab] = useState<ShareTabKey>('1');
  const [previewing, setPreviewing] = useState<MaterialItem | null>(null);
  const [texting, setTexting] = useState<MaterialItem | null>(null);
  // Template rows (spec 2 §2.3): preview, edit (the template editor, in its own tab so the call stays), video share, SMS share.
  const templateActions = (item: MaterialItem) => (
    <>
      <Button size="small" onClick={() => setPreviewing(item)} aria-label={`${T.preview} ${item.name}`}>
        {T.preview}
      </Button>
      {item.editable && (
        <Button
          size="small"
          href={pageLink('videoTemplateEditor', { detailId: item.id, isAudit: 0 })}
          target="_blank"
          rel="noopener"
          aria-label={`${T.edit} ${item.name}`}
        >
          {T.edit}
        </Button>
      )}
      <Button size="small" variant="outlined" onClick={() => onShare(item)} aria-label={`${T.videoShare} ${item.name}`}>
        {T.videoShare}
      </Button>
      <Button size="small" onClick={() => setTexting(item)} aria-label={`${T.smsShare} ${item.name}`}>
        {T.smsShare}
      </Button>
    </>
  );
  return (
    <Box data-testid="share-panel">
      <Tabs value={tab} onChange={(_, key: ShareTabKey) => setTab(key)} variant="fullWidth">
        <Tab value="0" label={roomTexts.tabs.template} />
        <Tab value="1" label={roomTexts.tabs.material} />
        <Tab value="2" label={roomTexts.tabs.link} />
      </Tabs>
      {tab === '0' && (
        <MaterialTab
          key="0"
          load={api.listTemplates}
          onShare={onShare}
          emptyText={roomTexts.noTemplates}
          actions={templateActions}
        />
      )}
      {tab === '1' && (
        <MaterialTab
          key="1"
          load={api.listMaterials}
          onShare={onShare}
          add={(added) => <AddMaterial added={added} />}
        />
      )}
      {tab === '2' && (
        <MaterialTab key="2" load={api.listLinks} onShare={onShare} add={(added) => <AddLink added={added} />} />
      )}
      {previewing && <TemplatePreviewDialog api={api} item={previewing} onClose={() => setPreviewing(null)} />}
      {texting && <TemplateSmsDialog api={api} item={texting} phone={customerPhone} onClose={() => setTexting(null)} />}
    </Box>
  );
}
