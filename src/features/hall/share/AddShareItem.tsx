import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { DocumentUploadDialog } from '../../../resources/materialManagement/DocumentUploadDialog';
import { VideoUploadDialog } from '../../../resources/materialVideo/VideoUploadDialog';
import { ShareWebForm } from '../../../resources/productManagement/ShareWebForm';
import { DIGITAL_HUMAN_RESOURCE, PRODUCT_RESOURCE } from '../../../resources/productManagement/texts';
import type { ShareAdd } from './shareTabs';
import { shareTexts } from './shareTexts';

export interface AddShareItemProps {
  adds: ShareAdd;
  /** Told after an item was added, so the tab's list shows it. */
  onAdded(): void;
}

interface ShareWebDialogProps {
  adds: 'link' | 'digitalMan';
  open: boolean;
  onClose(): void;
  onAdded(): void;
}

/** A link or a digital-human material, added through the same form as its back-office screen, in a dialog. */
function ShareWebDialog({ adds, open, onClose, onAdded }: ShareWebDialogProps) {
  const titleId = `add-${adds}-title`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{shareTexts.adds[adds]}</DialogTitle>
      <DialogContent>
        {open && (
          <ShareWebForm
            resource={adds === 'link' ? PRODUCT_RESOURCE : DIGITAL_HUMAN_RESOURCE}
            type={adds === 'link' ? 'sells' : 'digitalMan'}
            mode="create"
            inDialog={{ done: () => (onClose(), onAdded()), cancel: onClose }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The share panel's own add dialogs (spec 2 §2.2 dialogs, §5): add a link, upload a file, upload a video in
 * chunks, add a digital-human material. What is added joins the agent's material and the tab's list at once.
 */
export function AddShareItem({ adds, onAdded }: AddShareItemProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {shareTexts.adds[adds]}
      </Button>
      {adds === 'document' && <DocumentUploadDialog open={open} onClose={close} onUploaded={onAdded} />}
      {adds === 'video' && <VideoUploadDialog open={open} onClose={close} onUploaded={onAdded} />}
      {(adds === 'link' || adds === 'digitalMan') && (
        <ShareWebDialog adds={adds} open={open} onClose={close} onAdded={onAdded} />
      )}
    </Box>
  );
}
