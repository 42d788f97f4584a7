/** The server calls of the document and file pages. */
import { request } from '../../dataProvider/httpClient';
import { fileDownloadPath } from '../../schemas/file';

export const materialApi = {
  /** Saves a stored file under its name; a refusal has been shown. */
  download: (fileId: string, fileName: string) =>
    request('GET', fileDownloadPath(fileId), { download: fileName }).catch(() => undefined),
  /** Uploads a file with its fields to the page's upload path; a refusal is the caller's to show. */
  upload: (path: string, body: FormData) => request('POST', path, { body }),
};
