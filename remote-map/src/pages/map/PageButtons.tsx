// The filter bar's own buttons, memoised so a filter change leaves them alone.
import { memo } from 'react';
import { Button } from 'antd';
import { LineChartOutlined, UnorderedListOutlined } from '@ant-design/icons';

/** The Locations list button. */
export const ListButton = memo(function ListButton({ onOpenList }: { onOpenList: () => void }) {
  return (
    <Button icon={<UnorderedListOutlined />} onClick={onOpenList}>
      Locations list
    </Button>
  );
});

/** The mode toggle at the end of the filter bar (never in its More menu: it is the page's main action). */
export const ModeButton = memo(function ModeButton({ graph, onToggleMode }: { graph: boolean; onToggleMode: () => void }) {
  return (
    <Button type="primary" icon={<LineChartOutlined />} onClick={onToggleMode}>
      {graph ? 'Return to Map Explorer' : 'Explore in Graph Mode'}
    </Button>
  );
});
