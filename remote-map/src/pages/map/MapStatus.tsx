import { memo } from 'react';
import { Button } from 'antd';
import { useT } from '@basin/shared';
import { NoMonitoringData } from '@basin/shared/no-monitoring-data';
import { filterCountMessage } from './logic/filterCount';

export interface MapStatusProps {
  /** Locations the filters leave. */
  shown: number;
  /** Every location; undefined while they load. */
  total: number | undefined;
  /** Whether the page has filters (the explorer; the embeds have none). */
  filtered: boolean;
  onReset: () => void;
}

/**
 * What the map says over itself. A portal without monitoring locations (issue 29) shows the shared
 * notice, in every variant (the basemaps and layers stay usable). Otherwise, with filters, their result
 * is read politely by screen readers; on screen too when no location is left, with a button that
 * restores the default filters (a visitor otherwise sees an empty map and no way back).
 */
export const MapStatus = memo(function MapStatus({ shown, total, filtered, onReset }: MapStatusProps) {
  const t = useT();
  if (total === 0) {
    return (
      <div className="map-empty">
        <NoMonitoringData compact />
      </div>
    );
  }
  if (!filtered) return null;
  const empty = total !== undefined && shown === 0;
  return (
    <div className={empty ? 'map-empty' : 'visually-hidden'}>
      <p role="status" aria-live="polite" className="map-empty-text">
        {filterCountMessage(t, shown, total)}
      </p>
      {empty && (
        <Button type="primary" onClick={onReset}>
          {t('map.status.reset')}
        </Button>
      )}
    </div>
  );
});
