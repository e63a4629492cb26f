// POST /download-user-selected-data: the saved filter's records as 'Time Series Data.csv', streamed;
// /download-user-selected-data/wqx: the same as WQX 3.0 CSV; /download-user-selected-locations: their
// locations as GeoJSON (docs/exports.md). All three only read, so they are marked readOnly: asked again
// after a 503 before the file starts.
import { useFileDownload } from '@basin/shared/analysis';
import { apiSendForFile, useCallerId } from '@basin/shared';
import type { ApiSendRoute } from '@basin/api/schemas';

/** Spec 02 §7: the downloaded file's name. */
export const DOWNLOAD_FILE_NAME = 'Time Series Data.csv';

/** The formats of the records' file: the spec's CSV (the default) and WQX 3.0 CSV. File names are not translated (a data contract). */
export const FILE_FORMATS = {
  portal: { labelKey: 'tools.download.format.portal', route: 'POST /download-user-selected-data', fileName: DOWNLOAD_FILE_NAME },
  wqx: { labelKey: 'tools.download.format.wqx', route: 'POST /download-user-selected-data/wqx', fileName: 'Time Series Data (WQX).csv' },
} as const satisfies Record<string, { labelKey: string; route: ApiSendRoute; fileName: string }>;
export type FileFormat = keyof typeof FILE_FORMATS;

export const LOCATIONS_FILE_NAME = 'Locations.geojson';

/** A download of the caller's saved filter; not `ready` while a remembered sign-in is restored (whose filter it is is not known yet). */
function useCallerFile() {
  const user = useCallerId();
  const download = useFileDownload();
  return {
    ...download,
    ready: user !== null,
    start: async (route: ApiSendRoute, fileName: string) => {
      if (user !== null) await download.start((signal) => apiSendForFile(route, { uuid: user }, { signal, readOnly: true }), fileName);
    },
  };
}

/** The records of the saved filter in the chosen format. */
export function useSelectedDataDownload() {
  const download = useCallerFile();
  return { ...download, start: (format: FileFormat = 'portal') => download.start(FILE_FORMATS[format].route, FILE_FORMATS[format].fileName) };
}

/** The locations of the saved filter (every location before one is saved) as GeoJSON. */
export function useSelectedLocationsDownload() {
  const download = useCallerFile();
  return { ...download, start: () => download.start('POST /download-user-selected-locations', LOCATIONS_FILE_NAME) };
}
