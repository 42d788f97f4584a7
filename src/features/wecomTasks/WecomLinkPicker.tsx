import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { wecomTasksApi, type LinkChoice, type LinkSource, type PickedLink } from './wecomTasksApi';
import type { ListResult } from '../../schemas/api';
import { PAGE_SIZE, PagedTable, type Column } from '../../schema-ui/PagedTable';
import { WECOM_LINK_PICKER_TEXTS } from './texts';

/** A page of the source's choices, named like the search when one is typed. */
function choicesOf(source: LinkSource, name: string, page: number): Promise<ListResult<LinkChoice>> {
  return wecomTasksApi.linkChoices(source, {
    pageIndex: page + 1,
    pageSize: PAGE_SIZE,
    ...(name.trim() ? { name: name.trim() } : {}),
  });
}

/** 选择链接: a dialog of the agent's shareable contents and links; the chosen one fills the task's link. */
export function WecomLinkPicker({ onPick }: { onPick: (link: PickedLink) => void }) {
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<LinkSource>('videos');
  const [name, setName] = useState('');
  const [page, setPage] = useState(0);
  const [choices, setChoices] = useState<ListResult<LinkChoice>>({ list: [], count: 0 });
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
  const columns: Column<LinkChoice>[] = [
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
              onChange={(_, next: LinkSource) => {
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
