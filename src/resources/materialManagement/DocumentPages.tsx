import { DocumentUploadDialog } from './DocumentUploadDialog';
import { FileEdit } from './FileEdit';
import { FileList } from './FileList';
import { DOCUMENT_RESOURCE, FILE_TEXTS } from './texts';

/** /materialManagement (文件素材): the documents. */
export function DocumentList() {
  return (
    <FileList
      resource={DOCUMENT_RESOURCE}
      kind="document"
      title={FILE_TEXTS.documentTitle}
      uploadLabel={FILE_TEXTS.uploadDocument}
      confirmDelete={FILE_TEXTS.confirmDeleteDocument}
      UploadDialog={DocumentUploadDialog}
    />
  );
}

export function DocumentEdit() {
  return <FileEdit resource={DOCUMENT_RESOURCE} title={FILE_TEXTS.editDocumentTitle} />;
}
