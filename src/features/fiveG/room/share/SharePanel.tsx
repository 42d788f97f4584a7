import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { AddLink, AddMaterial } from './AddDialogs';
import type { RoomApi } from '../roomApi';
import { roomTexts } from '../roomTexts';
import type { MaterialItem, ShareTabKey } from '../materials';
import { MaterialTab } from './MaterialTab';

export interface SharePanelProps {
  api: RoomApi;
  onShare(item: MaterialItem): void;
}

/** Side panel 1 of the 5G room (spec 2 §2.3): tabs 0 template materials, 1 5G materials, 2 links. */
export function SharePanel({ api, onShare }: SharePanelProps) {
  const [tab, setTab] = useState<ShareTabKey>('1');
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
          searchable={false}
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
    </Box>
  );
}
