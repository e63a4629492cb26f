// POST /download-user-selected-data: the saved filter's records as 'Time Series Data.csv', streamed.
import { apiSendForFile, useFileDownload } from '@basin/shared/analysis';
import { ANONYMOUS_USER } from '@basin/api/domain';
import { useCallerId } from '@basin/shared';

/** Spec 02 §7: the downloaded file's name. */
export const DOWNLOAD_FILE_NAME = 'Time Series Data.csv';

export function useSelectedDataDownload() {
  const user = useCallerId() ?? ANONYMOUS_USER;
  const download = useFileDownload();
  return {
    ...download,
    start: () => download.start((signal) => apiSendForFile('POST /download-user-selected-data', { uuid: user }, signal), DOWNLOAD_FILE_NAME),
  };
}
