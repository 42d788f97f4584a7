import { Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { dynamicVideoApi } from './dynamicVideoApi';
import type { ListResult } from '../../schemas/api';
import { type DynamicVideoRow } from '../../schemas/dynamicVideo';
import { PAGE_SIZE, PagedTable, type Column } from '../../schema-ui/PagedTable';
import { RowActions } from '../../schema-ui/RowActions';
import { time } from '../callRecord/DetailParts';
import { DYNAMIC_TEXTS } from './texts';
import { pageLink } from '../../domain/pages';

const columns: Column<DynamicVideoRow>[] = [
  { title: DYNAMIC_TEXTS.name, cell: (r) => r.name },
  { title: DYNAMIC_TEXTS.template, cell: (r) => r.template.name },
  { title: DYNAMIC_TEXTS.recipients, cell: (r) => r.progress.total },
  { title: DYNAMIC_TEXTS.submitter, cell: (r) => r.agent.fullName },
  { title: DYNAMIC_TEXTS.submittedAt, cell: (r) => time(r.submittedAt) },
  {
    title: DYNAMIC_TEXTS.actions,
    cell: (r) => (
      <RowActions
        actions={[
          { label: DYNAMIC_TEXTS.audit, to: pageLink('dynamicVideoDetail', { templateId: r._id, isAudit: 1 }) },
        ]}
      />
    ),
  },
];

/**
 * The dynamic videos waiting for the viewer's level, beside the video content on /videoContent/auditList
 * (dynamic videos are content too); each opens its audit page.
 */
export function DynamicVideoAuditSection() {
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<ListResult<DynamicVideoRow>>({ list: [], count: 0 });
  useEffect(() => {
    void dynamicVideoApi
      .auditList(page + 1, PAGE_SIZE)
      .then(setRows)
      .catch(() => undefined);
  }, [page]);
  return (
    <Stack component="section" aria-label={DYNAMIC_TEXTS.auditTitle} spacing={1} sx={{ mt: 3 }}>
      <Typography variant="h6">{DYNAMIC_TEXTS.auditTitle}</Typography>
      <PagedTable
        columns={columns}
        rows={rows.list}
        count={rows.count}
        page={page}
        onPage={setPage}
        empty={DYNAMIC_TEXTS.noneWaiting}
        testId="dynamic-audit-row"
      />
    </Stack>
  );
}
