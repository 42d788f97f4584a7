import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, Tab, Tabs, TextField } from '@mui/material';
import { Confirm } from 'react-admin';
import { useEffect, useState } from 'react';
import { storedAgent } from '../../../session/session';
import { useAgentHallApi, useHall, type PanelKey } from '../HallContext';
import { hallTexts } from '../hallTexts';
import { AddShareItem } from './AddShareItem';
import { ProductTab } from './ProductTab';
import { useRoomProduct } from './roomProduct';
import { ShareList } from './ShareList';
import { ShareProductDialog } from './ShareProductDialog';
import { shareTabs } from './shareTabs';
import { shareTexts } from './shareTexts';
import { useShareList } from './useShareList';
import { useStartShare } from './useStartShare';

/** Whether the room offers digital-human content (spec 2 room info roomInfo.meetingDigitalHuman). */
function useMeetingDigitalHuman(): boolean {
  const api = useAgentHallApi();
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let active = true;
    void api
      .shareState()
      .then((state) => active && setAllowed(state.roomInfo.meetingDigitalHuman))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [api]);
  return allowed;
}

/** The lists of what can be shared, by side-panel key (spec 2 §2.2 panel 1): tabs, a name search, paged lists. */
export function SharePanel({ panelKey }: { panelKey: PanelKey }) {
  const hall = useHall();
  const tabs = shareTabs(hall.variant, storedAgent()?.tenant?.code, useMeetingDigitalHuman());
  const [tabKey, setTabKey] = useState<string>(panelKey);
  const tab = tabs.find((t) => t.key === tabKey) ?? tabs[0]!;
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [added, setAdded] = useState(0);
  const list = useShareList(tab.source, name, pageIndex, added);
  const sharing = useStartShare();
  const { homeVisits } = useRoomProduct();
  // Back to home shows the product tab.
  useEffect(() => {
    if (homeVisits > 0) setTabKey('1');
  }, [homeVisits]);
  const productTab = hall.variant === 'videoSells' && tab.key === '1';

  const search = (text: string) => {
    setName(text.trim());
    setPageIndex(1);
  };
  const reset = () => {
    setTyped('');
    search('');
  };

  return (
    <Box data-panel={panelKey}>
      <Box sx={{ px: 2, pt: 1.5 }}>
        <TextField
          size="small"
          fullWidth
          placeholder={shareTexts.search}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && search(typed)}
          slotProps={{
            htmlInput: { 'aria-label': shareTexts.search, maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton size="small" aria-label={shareTexts.reset} onClick={reset}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Tabs
        value={tab.key}
        onChange={(_, key: string) => {
          setTabKey(key);
          setPageIndex(1);
        }}
        variant="scrollable"
        sx={{ px: 1 }}
      >
        {tabs.map((t) => (
          <Tab key={t.key} value={t.key} label={t.label} />
        ))}
      </Tabs>
      {tab.adds && (
        <AddShareItem
          key={tab.key}
          adds={tab.adds}
          onAdded={() => {
            setPageIndex(1);
            setAdded((n) => n + 1);
          }}
        />
      )}
      {productTab ? (
        <ProductTab onShare={sharing.choose} />
      ) : (
        <ShareList list={list} pageIndex={pageIndex} onPage={setPageIndex} onShare={sharing.choose} />
      )}
      <Confirm
        isOpen={sharing.switching !== null}
        title={hallTexts.tip}
        content={shareTexts.switchQuestion}
        confirm="app.common.confirm"
        cancel="app.common.cancel"
        onConfirm={sharing.confirmSwitch}
        onClose={sharing.cancelSwitch}
      />
      <ShareProductDialog
        open={sharing.product !== null}
        onShare={sharing.shareProduct}
        onClose={sharing.cancelProduct}
      />
    </Box>
  );
}
