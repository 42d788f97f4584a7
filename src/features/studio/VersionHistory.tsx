import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { AUDIT_STATUS_NAMES, type AuditStatus } from '../../domain/audit';
import type { VideoTemplateVersion } from '../../schemas/videoTemplate';
import { STUDIO_TEXTS } from './texts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');

/** Every version of the template, newest first: who submitted it, who approved or rejected it, when and why. */
export function VersionHistory({ versions }: { versions: readonly VideoTemplateVersion[] }) {
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        {STUDIO_TEXTS.versions}
      </Typography>
      <Table size="small" aria-label={STUDIO_TEXTS.versions}>
        <TableHead>
          <TableRow>
            {[
              STUDIO_TEXTS.version,
              STUDIO_TEXTS.status,
              STUDIO_TEXTS.submittedBy,
              STUDIO_TEXTS.submittedAt,
              STUDIO_TEXTS.auditedBy,
              STUDIO_TEXTS.auditedAt,
              STUDIO_TEXTS.reason,
            ].map((title) => (
              <TableCell key={title}>{title}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((v) => (
            <TableRow key={v.version}>
              <TableCell>{`V${v.version}`}</TableCell>
              <TableCell>{AUDIT_STATUS_NAMES[v.status as AuditStatus]}</TableCell>
              <TableCell>{v.submittedBy?.fullName ?? '-'}</TableCell>
              <TableCell>{when(v.submittedAt)}</TableCell>
              <TableCell>{v.auditedBy?.fullName ?? '-'}</TableCell>
              <TableCell>{when(v.auditedAt)}</TableCell>
              <TableCell>{v.reason ?? '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
