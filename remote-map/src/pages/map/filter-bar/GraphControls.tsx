import { memo, useEffect, useState } from 'react';
import { Button, DatePicker, InputNumber, Select, Space, Tooltip } from 'antd';
import { HistoryOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { BASELINE_PERIOD, type Analysis, type Flow } from '@basin/api/domain';
import type { MapFilters } from '@basin/api/schemas';

const DATE_FORMAT = 'MM/DD/YYYY';
const BASELINE_TEXT = `${dayjs(BASELINE_PERIOD.start).format(DATE_FORMAT)} to ${dayjs(BASELINE_PERIOD.end).format(DATE_FORMAT)}`;

export interface GraphControlsProps {
  filters: MapFilters;
  minRecords: number;
  analysis: Analysis;
  flow: Flow;
  onChange: (change: { minRecords?: number; analysis?: Analysis; flow?: Flow }) => void;
  recalculating: boolean;
  onRecalculate: (startDate: string, endDate: string) => void;
}

/** Graph mode's part of the filter bar: Min Records, Analysis, Flow, the period with recalculate, baseline reset. */
function GraphControlsComponent({ filters, minRecords, analysis, flow, onChange, recalculating, onRecalculate }: GraphControlsProps) {
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs(filters.startDate), dayjs(filters.endDate)]);
  useEffect(() => setRange([dayjs(filters.startDate), dayjs(filters.endDate)]), [filters.startDate, filters.endDate]);
  const valid = range[0].isBefore(range[1]);
  return (
    <Space wrap size="small" className="map-graph-controls">
      <label className="map-inline-field">
        Min Records
        <InputNumber min={0} precision={0} value={minRecords} onChange={(value) => onChange({ minRecords: value ?? 0 })} style={{ width: 80 }} aria-label="Min Records" />
      </label>
      <Select
        aria-label="Analysis"
        value={analysis}
        onChange={(value: Analysis) => onChange({ analysis: value })}
        options={filters.analysis.map((option) => ({ value: String(option.value), label: option.display }))}
        style={{ width: 150 }}
      />
      <Select
        aria-label="Flow"
        value={flow}
        onChange={(value: Flow) => onChange({ flow: value })}
        options={filters.flow.map((option) => ({ value: String(option.value), label: option.display }))}
        style={{ width: 120 }}
      />
      <DatePicker aria-label="Start date" format={DATE_FORMAT} value={range[0]} allowClear={false} onChange={(value) => value && setRange([value, range[1]])} status={valid ? undefined : 'error'} />
      <DatePicker aria-label="End date" format={DATE_FORMAT} value={range[1]} allowClear={false} onChange={(value) => value && setRange([range[0], value])} status={valid ? undefined : 'error'} />
      <Tooltip title={valid ? 'Recalculate the statistics for these dates' : 'The start date must be before the end date'}>
        <Button icon={<ReloadOutlined />} loading={recalculating} disabled={!valid} onClick={() => onRecalculate(range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD'))}>
          Recalculate
        </Button>
      </Tooltip>
      <Tooltip title={`Reset to the baseline period ${BASELINE_TEXT}`}>
        <Button
          icon={<HistoryOutlined />}
          disabled={recalculating}
          onClick={() => {
            setRange([dayjs(BASELINE_PERIOD.start), dayjs(BASELINE_PERIOD.end)]);
            onRecalculate(BASELINE_PERIOD.start, BASELINE_PERIOD.end);
          }}
        >
          Baseline
        </Button>
      </Tooltip>
    </Space>
  );
}

export const GraphControls = memo(GraphControlsComponent);
