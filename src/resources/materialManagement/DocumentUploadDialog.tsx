import { DOCUMENT_EXTENSIONS, filePaths } from '../../schemas/file';
import { FileUploadDialog, type UploadDialogProps } from './FileUploadDialog';
import { documentProblem } from './materialRules';
import { documentUploadTexts, FILE_TEXTS } from './texts';

const accept = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The document upload (spec 2 §3 "File upload", §5): one file, its name, and the organisation for tenant admins. */
export function DocumentUploadDialog(props: UploadDialogProps) {
  return (
    <FileUploadDialog
      {...props}
      title={FILE_TEXTS.uploadDocument}
      accept={accept}
      hint={FILE_TEXTS.documentHint}
      path={filePaths.base}
      uploadedText={FILE_TEXTS.uploaded}
      problemOf={documentProblem}
      formTexts={documentUploadTexts}
    />
  );
}
