// POST /download-user-selected-data: the saved filter's records as 'Time Series Data.csv', streamed.
import { apiSendForFile, useFileDownload } from '@basin/shared/analysis';
import { useCallerId } from '@basin/shared';

/** Spec 02 §7: the downloaded file's name. */
export const DOWNLOAD_FILE_NAME = 'Time Series Data.csv';

/** The download of the caller's saved filter; not `ready` while a remembered sign-in is restored (whose filter it is is not known yet). */
export function useSelectedDataDownload() {
  const user = useCallerId();
  const download = useFileDownload();
  return {
    ...download,
    ready: user !== null,
    start: async () => {
      if (user !== null) await download.start((signal) => apiSendForFile('POST /download-user-selected-data', { uuid: user }, signal), DOWNLOAD_FILE_NAME);
    },
  };
}
