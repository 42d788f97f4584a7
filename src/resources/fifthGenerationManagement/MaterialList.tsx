import AddLinkIcon from '@mui/icons-material/AddLink';
import UploadIcon from '@mui/icons-material/Upload';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useRefresh, type RaRecord } from 'react-admin';
import { fiveGMaterialView, fiveGPaths, type FiveGMaterial } from '../../schemas/fiveG';
import { RowActions } from '../../schema-ui/RowActions';
import { SchemaList } from '../../schema-ui/SchemaList';
import { LinkDialog } from './LinkDialog';
import { MaterialUploadDialog } from './MaterialUploadDialog';
import { FIVE_G_MATERIAL_TEXTS as T } from './texts';

function Actions() {
  const refresh = useRefresh();
  const [open, setOpen] = useState<'upload' | 'link' | null>(null);
  return (
    <>
      <Button size="small" variant="contained" startIcon={<UploadIcon />} onClick={() => setOpen('upload')}>
        {T.addMaterial}
      </Button>
      <Button size="small" startIcon={<AddLinkIcon />} onClick={() => setOpen('link')}>
        {T.addLink}
      </Button>
      <MaterialUploadDialog open={open === 'upload'} onClose={() => setOpen(null)} onUploaded={refresh} />
      <LinkDialog open={open === 'link'} onClose={() => setOpen(null)} />
    </>
  );
}

function rowActions(record: RaRecord) {
  const material = record as unknown as FiveGMaterial;
  if (!material.mayDelete) return null;
  return (
    <RowActions
      actions={[
        {
          label: T.delete,
          danger: true,
          question: T.confirmDelete,
          request: { method: 'DELETE', path: fiveGPaths.material, query: { id: material._id } },
          done: T.deleted,
        },
      ]}
    />
  );
}

/** The 5G materials (/fifthGenerationManagement): search by name, 10 a page, upload with the vertical check, add a link, delete. */
export function MaterialList() {
  return (
    <SchemaList
      title={T.title}
      schema={fiveGMaterialView}
      canCreate={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      extraActions={<Actions />}
      rowActions={rowActions}
    />
  );
}
