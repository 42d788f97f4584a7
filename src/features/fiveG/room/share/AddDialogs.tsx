import { useState } from 'react';
import { LinkDialog } from '../../../../resources/fifthGenerationManagement/LinkDialog';
import { MaterialUploadDialog } from '../../../../resources/fifthGenerationManagement/MaterialUploadDialog';
import { roomTexts } from '../roomTexts';
import { AddButton } from './MaterialTab';

/** '添加素材': the 5G materials page's '上传素材' modal; the list shows the new material after it. */
export function AddMaterial({ added }: { added: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <AddButton label={roomTexts.addMaterial} onClick={() => setOpen(true)} />
      <MaterialUploadDialog open={open} onClose={() => setOpen(false)} onUploaded={added} />
    </>
  );
}

/** '添加链接': the 5G pages' '添加链接' modal; the list is read again when it closes. */
export function AddLink({ added }: { added: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <AddButton label={roomTexts.addLink} onClick={() => setOpen(true)} />
      <LinkDialog
        open={open}
        onClose={() => {
          setOpen(false);
          added();
        }}
      />
    </>
  );
}
