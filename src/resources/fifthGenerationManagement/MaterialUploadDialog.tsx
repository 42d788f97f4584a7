import { FIVE_G_EXTENSIONS, fiveGPaths } from '../../schemas/fiveG';
import { FileUploadDialog, type PickScreen, type UploadDialogProps } from '../materialManagement/FileUploadDialog';
import { documentProblem } from '../materialManagement/materialRules';
import { FIVE_G_MATERIAL_TEXTS as T } from './texts';
import { verticalCheck } from './verticalCheck';

const accept = FIVE_G_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const formTexts = { fileRequired: T.fileRequired, nameRequired: T.nameRequired, nameTooLong: T.nameTooLong };

/** An image must be portrait; other files pass unchecked. */
async function portraitScreen(file: File): Promise<PickScreen> {
  const portrait = await verticalCheck(file);
  if (portrait === false) return { refused: T.verticalFailed };
  return portrait === true ? { passed: T.verticalPassed } : {};
}

/** '上传素材' (spec 2 §5): one file, checked for portrait when it is an image, its name and, for tenant admins, the organisation. */
export function MaterialUploadDialog(props: UploadDialogProps) {
  return (
    <FileUploadDialog
      {...props}
      title={T.uploadTitle}
      accept={accept}
      hint={T.portraitRequired}
      pickedHint={T.hint}
      path={fiveGPaths.material}
      extraFields={{ type: '5G' }}
      uploadedText={T.uploaded}
      problemOf={documentProblem}
      formTexts={formTexts}
      screen={portraitScreen}
    />
  );
}
