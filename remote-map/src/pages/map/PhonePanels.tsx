// A phone's panel bar and bottom sheet: filters, map options and (graph mode) results open as sheets
// below the map, which keeps the screen.
import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Spin } from 'antd';
import { AppstoreOutlined, BarChartOutlined, FilterOutlined } from '@ant-design/icons';
import { useT } from '@basin/shared';
import type { OverflowItem } from '@basin/shared/layout';
import type { PhonePanel, usePhoneSheet } from './hooks/usePhoneSheet';
import { ModeButton } from './PageButtons';

// Loaded on the sheet's first opening, with antd's Drawer (issue 17).
const PhoneSheet = lazy(() => import('./PhoneSheet'));

const PHONE_PANEL_TITLES: Record<PhonePanel, string> = { filters: 'map.phone.filters', layers: 'map.phone.options', results: 'map.phone.results' };

interface PhonePanelsProps {
  sheet: ReturnType<typeof usePhoneSheet>;
  graph: boolean;
  /** The results panel is expanded (the URL's `panel`): its sheet is taller. */
  expanded: boolean;
  /** The filter bar's parts, listed in the Filters sheet after the mode toggle. */
  filterItems: OverflowItem[];
  onToggleMode: () => void;
  /** The map options (with the copyright line) and the results panel. */
  options: ReactNode;
  results: ReactNode;
}

export function PhonePanels({ sheet, graph, expanded, filterItems, onToggleMode, options, results }: PhonePanelsProps) {
  const t = useT();
  const filters = (
    <div className="map-phone-filters">
      <ModeButton graph={graph} onToggleMode={onToggleMode} />
      {filterItems.map((item) => (
        <div key={item.key}>{item.node}</div>
      ))}
    </div>
  );
  return (
    <>
      <div className="map-phone-bar" role="group" aria-label={t('map.phone.panels')}>
        <Button icon={<FilterOutlined aria-hidden />} aria-haspopup="dialog" onClick={() => sheet.show('filters')}>
          {t('map.phone.filters')}
        </Button>
        <Button icon={<AppstoreOutlined aria-hidden />} aria-haspopup="dialog" onClick={() => sheet.show('layers')}>
          {t('map.phone.layers')}
        </Button>
        {graph && (
          <Button icon={<BarChartOutlined aria-hidden />} aria-haspopup="dialog" onClick={() => sheet.show('results')}>
            {t('map.phone.results')}
          </Button>
        )}
      </div>
      {sheet.loaded && (
        <Suspense fallback={<Spin fullscreen delay={200} description={t('map.phone.loading')} />}>
          <PhoneSheet open={sheet.open} onClose={sheet.close} title={t(PHONE_PANEL_TITLES[sheet.panel])} size={sheet.panel === 'results' && expanded ? '90%' : '70%'}>
            {sheet.panel === 'filters' && filters}
            {sheet.panel === 'layers' && options}
            {sheet.panel === 'results' && results}
          </PhoneSheet>
        </Suspense>
      )}
    </>
  );
}
