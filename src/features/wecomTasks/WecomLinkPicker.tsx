import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { request } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import { richMediaShareLink } from '../../schemas/richMediaShare';
import { shareWebPaths, type ShareWebRecord } from '../../schemas/shareWeb';
import { videoContentPaths, type VideoContentRow } from '../../schemas/videoContent';
import { PAGE_SIZE, PagedTable, type Column } from '../../schema-ui/PagedTable';
import { WECOM_LINK_PICKER_TEXTS } from './texts';

/** A link a WeCom task carries: its title and address. */
export interface PickedLink {
  title: string;
  url: string;
}

interface Choice extends PickedLink {
  _id: string;
}

type Source = 'videos' | 'links';

/**
 * The sources of a task's link, each a page of what the agent may share: approved, rendered video contents
 * (展业素材, opened by the customer on the share page) and the enabled product links (链接素材). A customer
 * opens the link outside the product, so an address stored relative to the product's own origin is made whole.
 */
async function choicesOf(source: Source, name: string, page: number): Promise<ListResult<Choice>> {
  const query = { pageIndex: page + 1, pageSize: PAGE_SIZE, ...(name.trim() ? { name: name.trim() } : {}) };
  if (source === 'videos') {
    const found = await request<ListResult<VideoContentRow>>('GET', videoContentPaths.shared, { query, quiet: true });
    return {
      count: found.count,
      list: found.list.map((v) => ({
        _id: v._id,
        title: v.name,
        url: richMediaShareLink(window.location.origin, { videoId: v._id }),
      })),
    };
  }
  const found = await request<ListResult<ShareWebRecord>>('GET', shareWebPaths.list, {
    query: { ...query, status: 1 },
    quiet: true,
  });
  return {
    count: found.count,
    list: found.list.map((l) => ({
      _id: l._id,
      title: l.name,
      url: new URL(l.url, window.location.origin).toString(),
    })),
  };
}

/** 选择链接: a dialog of the agent's shareable contents and links; the chosen one fills the task's link. */
export function WecomLinkPicker({ onPick }: { onPick: (link: PickedLink) => void }) {
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<Source>('videos');
  const [name, setName] = useState('');
  const [page, setPage] = useState(0);
  const [choices, setChoices] = useState<ListResult<Choice>>({ list: [], count: 0 });
  useEffect(() => {
    if (!open) return;
    let current = true;
    void choicesOf(source, name, page).then(
      (found) => current && setChoices(found),
      () => current && setChoices({ list: [], count: 0 }),
    );
    return () => {
      current = false;
    };
  }, [open, source, name, page]);
  const columns: Column<Choice>[] = [
    { title: WECOM_LINK_PICKER_TEXTS.name, cell: (c) => c.title },
    { title: WECOM_LINK_PICKER_TEXTS.address, cell: (c) => c.url },
    {
      title: WECOM_LINK_PICKER_TEXTS.actions,
      cell: (c) => (
        <Button
          size="small"
          onClick={() => {
            onPick({ title: c.title, url: c.url });
            setOpen(false);
          }}
        >
          {WECOM_LINK_PICKER_TEXTS.pick}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
        {WECOM_LINK_PICKER_TEXTS.open}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="wecom-link-title">
        <DialogTitle id="wecom-link-title">{WECOM_LINK_PICKER_TEXTS.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Tabs
              value={source}
              onChange={(_, next: Source) => {
                setSource(next);
                setPage(0);
              }}
            >
              <Tab value="videos" label={WECOM_LINK_PICKER_TEXTS.videos} />
              <Tab value="links" label={WECOM_LINK_PICKER_TEXTS.links} />
            </Tabs>
            <TextField
              size="small"
              label={WECOM_LINK_PICKER_TEXTS.search}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setPage(0);
              }}
            />
            <PagedTable
              columns={columns}
              rows={choices.list}
              count={choices.count}
              page={page}
              onPage={setPage}
              empty={source === 'videos' ? WECOM_LINK_PICKER_TEXTS.emptyVideos : WECOM_LINK_PICKER_TEXTS.emptyLinks}
              testId="wecom-link-choice"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{WECOM_LINK_PICKER_TEXTS.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
