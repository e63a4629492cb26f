// The filter bar's own buttons, memoised so a filter change leaves them alone.
import { memo } from 'react';
import { Button } from 'antd';
import { LineChartOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useT } from '@basin/shared';

/** The Locations list button. */
export const ListButton = memo(function ListButton({ onOpenList }: { onOpenList: () => void }) {
  const t = useT();
  return (
    <Button icon={<UnorderedListOutlined />} onClick={onOpenList}>
      {t('map.buttons.locationsList')}
    </Button>
  );
});

/** The mode toggle at the end of the filter bar (never in its More menu: it is the page's main action). */
export const ModeButton = memo(function ModeButton({ graph, onToggleMode }: { graph: boolean; onToggleMode: () => void }) {
  const t = useT();
  return (
    <Button type="primary" icon={<LineChartOutlined />} onClick={onToggleMode}>
      {graph ? t('map.buttons.returnToMap') : t('map.buttons.graphMode')}
    </Button>
  );
});
