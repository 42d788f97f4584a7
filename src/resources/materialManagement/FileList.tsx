import UploadIcon from '@mui/icons-material/Upload';
import { Button, Stack } from '@mui/material';
import { useState, type ComponentType } from 'react';
import { useRefresh, type RaRecord } from 'react-admin';
import { storedAgent } from '../../session/session';
import { materialApi } from './materialApi';
import { levelAtLeast } from '../../domain/scope';
import { fileListView, type FileKind, filePaths, type FileRecord } from '../../schemas/file';
import { RowActions, type RowAction } from '../../schema-ui/RowActions';
import { SchemaList } from '../../schema-ui/SchemaList';
import { ConversionStatus } from './ConversionStatus';
import type { UploadDialogProps } from './FileUploadDialog';
import { formatBytes, mayChange, type OwnedRecord } from './materialRules';
import { FILE_TEXTS } from './texts';

export interface FileListProps {
  resource: string;
  kind: FileKind;
  title: string;
  uploadLabel: string;
  confirmDelete: string;
  UploadDialog: ComponentType<UploadDialogProps>;
}

/** The download needs the access-token header, so the file is fetched and saved rather than linked. */
function DownloadButton({ record }: { record: RaRecord }) {
  return (
    <Button
      size="small"
      onClick={() => void materialApi.download(String(record.id), `${String(record.name)}.${String(record.fileType)}`)}
    >
      {FILE_TEXTS.download}
    </Button>
  );
}

function fileActions(resource: string, record: RaRecord, confirmDelete: string): RowAction[] {
  const agent = storedAgent();
  if (!agent || !mayChange(agent, record as unknown as OwnedRecord)) return [];
  const id = String(record.id);
  return [
    { label: FILE_TEXTS.edit, to: `/${resource}/${id}` },
    {
      label: FILE_TEXTS.delete,
      question: confirmDelete,
      request: { method: 'DELETE', path: filePaths.base, query: { id } },
      done: FILE_TEXTS.deleted,
      danger: true,
    },
  ];
}

/** A list of files of one kind (spec 1 §2.5 "file list and upload dialog"): download, edit, delete, export and upload. */
export function FileList({ resource, kind, title, uploadLabel, confirmDelete, UploadDialog }: FileListProps) {
  const refresh = useRefresh();
  const [uploading, setUploading] = useState(false);
  const level = storedAgent()?.agentRole.level ?? '1';
  return (
    <>
      <SchemaList
        title={title}
        schema={fileListView}
        permanentFilter={{ type: kind }}
        columns={{
          size: (record) => formatBytes(Number(record.size)),
          conversion: (record) => {
            const file = record as unknown as FileRecord;
            return <ConversionStatus status={file.conversion} error={file.conversionError} />;
          },
        }}
        hideColumns={kind === 'video' ? ['conversion'] : []}
        rowActions={(record) => (
          <Stack direction="row" spacing={0.5}>
            <DownloadButton record={record} />
            <RowActions actions={fileActions(resource, record, confirmDelete)} />
          </Stack>
        )}
        exportPath={levelAtLeast(level, '2') ? filePaths.export : undefined}
        exportName={FILE_TEXTS.exportName}
        canCreate={false}
        extraActions={
          <Button size="small" startIcon={<UploadIcon />} onClick={() => setUploading(true)}>
            {uploadLabel}
          </Button>
        }
      />
      <UploadDialog open={uploading} onClose={() => setUploading(false)} onUploaded={refresh} />
    </>
  );
}
