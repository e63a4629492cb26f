import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Drawer, Table } from 'antd';
import type { MapLocation } from '@basin/api/schemas';
import { locationTypeLabel, useT } from '@basin/shared';
import { useSitePath } from './useSitePath';

/**
 * The text alternative to the map: the locations the filters leave on it, each one selectable by
 * keyboard (spec: WCAG 2.2 AA; the canvas itself is not readable by screen readers), with a link to
 * each one's site page.
 */
function LocationsListComponent({ open, onClose, locations, onChoose }: { open: boolean; onClose: () => void; locations: readonly MapLocation[]; onChoose: (location: MapLocation) => void }) {
  const t = useT();
  const sitePath = useSitePath();
  return (
    <Drawer open={open} onClose={onClose} title={t('map.list.title', { count: String(locations.length) })} size="large" placement="right">
      <Table<MapLocation>
        size="small"
        rowKey="locationid"
        dataSource={[...locations]}
        pagination={{ pageSizeOptions: [5, 10, 30, 60], defaultPageSize: 10, showSizeChanger: true }}
        columns={[
          {
            title: t('map.list.name'),
            dataIndex: 'location_name',
            sorter: (a, b) => a.location_name.localeCompare(b.location_name),
            render: (name: string, location) => (
              <button type="button" className="map-link-button" onClick={() => onChoose(location)}>
                {name}
              </button>
            ),
          },
          { title: t('map.list.description'), dataIndex: 'location_desc' },
          { title: t('map.list.type'), dataIndex: 'location_type', render: (type: string) => locationTypeLabel(t, type) },
          { title: t('map.list.county'), dataIndex: 'county' },
          { title: t('map.list.records'), dataIndex: 'recordcount_alldata', align: 'right', render: (count: number) => t.intl.formatNumber(count) },
          {
            title: t('map.list.sitePage'),
            key: 'site',
            render: (_value: unknown, location) => (
              // The visible text starts the name (WCAG 2.5.3); the rest tells the links apart.
              <Link to={sitePath(location.locationid)} aria-label={t('map.list.sitePageOf', { name: location.location_name })}>
                {t('map.list.sitePage')}
              </Link>
            ),
          },
        ]}
      />
    </Drawer>
  );
}

export const LocationsList = memo(LocationsListComponent);
