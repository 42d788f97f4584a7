import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { roomTexts } from '../roomTexts';
import { MaterialList } from './MaterialList';
import { SHARE_PAGE_SIZE, type MaterialItem, type MaterialPage, type MaterialQuery } from '../materials';

export interface MaterialTabProps {
  load(query: MaterialQuery): Promise<MaterialPage>;
  onShare(item: MaterialItem): void;
  emptyText?: string;
  /** The add button and its dialog; the dialog calls `added` so the list shows the new item. */
  add?: (added: () => void) => ReactNode;
  /** Tabs 1 and 2 search by name; the template tab lists only. */
  searchable?: boolean;
  /** A row's own actions in place of the share button. */
  actions?: (item: MaterialItem) => ReactNode;
}

/** One tab of the share list: name search with search and refresh, an add button, the paged list (spec 2 §2.3, §2.4). */
export function MaterialTab({
  load,
  onShare,
  emptyText = roomTexts.empty,
  add,
  searchable = true,
  actions,
}: MaterialTabProps) {
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [page, setPage] = useState<MaterialPage & { loading: boolean }>({ items: [], count: 0, loading: true });

  useEffect(() => {
    let active = true;
    setPage((current) => ({ ...current, loading: true }));
    load({ name: name || undefined, pageIndex, pageSize: SHARE_PAGE_SIZE })
      .then((next) => active && setPage({ ...next, loading: false }))
      .catch(() => active && setPage({ items: [], count: 0, loading: false }));
    return () => {
      active = false;
    };
  }, [load, name, pageIndex, reloads]);

  const search = () => {
    setName(typed.trim());
    setPageIndex(1);
    setReloads((n) => n + 1);
  };
  const refresh = () => {
    setTyped('');
    setName('');
    setPageIndex(1);
    setReloads((n) => n + 1);
  };

  return (
    <Box>
      {searchable && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ px: 2, pt: 1.5 }}>
          <TextField
            size="small"
            fullWidth
            placeholder={roomTexts.searchPlaceholder}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && search()}
            slotProps={{ htmlInput: { 'aria-label': roomTexts.searchPlaceholder, maxLength: 100 } }}
          />
          <Tooltip title={roomTexts.search}>
            <IconButton aria-label={roomTexts.search} onClick={search}>
              <SearchIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={roomTexts.refresh}>
            <IconButton aria-label={roomTexts.refresh} onClick={refresh}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
      {add && <Box sx={{ px: 2, pt: 1 }}>{add(refresh)}</Box>}
      <MaterialList
        {...page}
        pageIndex={pageIndex}
        emptyText={emptyText}
        onPage={setPageIndex}
        onShare={onShare}
        actions={actions}
      />
    </Box>
  );
}

/** The add button of a tab ('添加素材' / '添加链接'). */
export function AddButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {label}
    </Button>
  );
}
