import { FileEdit } from '../materialManagement/FileEdit';
import { FileList } from '../materialManagement/FileList';
import { FILE_TEXTS, VIDEO_RESOURCE } from '../materialManagement/texts';
import { VideoUploadDialog } from './VideoUploadDialog';

/** /materialVideo (视频素材): the videos. */
export function VideoList() {
  return (
    <FileList
      resource={VIDEO_RESOURCE}
      kind="video"
      title={FILE_TEXTS.videoTitle}
      uploadLabel={FILE_TEXTS.uploadVideo}
      confirmDelete={FILE_TEXTS.confirmDeleteVideo}
      UploadDialog={VideoUploadDialog}
    />
  );
}

export function VideoEdit() {
  return <FileEdit resource={VIDEO_RESOURCE} title={FILE_TEXTS.editVideoTitle} />;
}
