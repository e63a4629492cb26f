import { memo, useEffect, useState } from 'react';
import { Button, DatePicker, InputNumber, Select, Space, Tooltip } from 'antd';
import { HistoryOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { ANALYSES, BASELINE_PERIOD, FLOWS, type Analysis, type Flow } from '@basin/api/domain';
import type { MapFilters } from '@basin/api/schemas';
import { useT, analysisLabel, flowLabel } from '@basin/shared';

const DATE_FORMAT = 'MM/DD/YYYY';

/*
 * Graph mode's part of the filter bar (spec 01 §2): Min Records, Analysis, Flow, and the period with
 * Recalculate and Baseline. Three parts, so the filter bar can move each into its More menu on its own.
 */

type OnChange = (change: { minRecords?: number; analysis?: Analysis; flow?: Flow }) => void;

// The API's options carry English names: the known ones are shown in the page's language.
const isAnalysis = (value: unknown): value is Analysis => (ANALYSES as readonly unknown[]).includes(value);
const isFlow = (value: unknown): value is Flow => (FLOWS as readonly unknown[]).includes(value);

function MinRecordsFieldComponent({ value, onChange }: { value: number; onChange: OnChange }) {
  const t = useT();
  return (
    <label className="map-inline-field">
      {t('map.filters.minRecords')}
      <InputNumber min={0} precision={0} value={value} onChange={(next) => onChange({ minRecords: next ?? 0 })} style={{ width: 80 }} aria-label={t('map.filters.minRecords')} />
    </label>
  );
}
export const MinRecordsField = memo(MinRecordsFieldComponent);

function AnalysisFlowSelectsComponent({ filters, analysis, flow, onChange }: { filters: MapFilters; analysis: Analysis; flow: Flow; onChange: OnChange }) {
  const t = useT();
  return (
    <Space size="small">
      <Select
        aria-label={t('map.filters.analysis')}
        value={analysis}
        onChange={(value: Analysis) => onChange({ analysis: value })}
        options={filters.analysis.map((option) => ({ value: String(option.value), label: isAnalysis(option.value) ? analysisLabel(t, option.value) : option.display }))}
        style={{ width: 150 }}
      />
      <Select
        aria-label={t('map.filters.flow')}
        value={flow}
        onChange={(value: Flow) => onChange({ flow: value })}
        options={filters.flow.map((option) => ({ value: String(option.value), label: isFlow(option.value) ? flowLabel(t, option.value) : option.display }))}
        style={{ width: 120 }}
      />
    </Space>
  );
}
export const AnalysisFlowSelects = memo(AnalysisFlowSelectsComponent);

function PeriodControlsComponent({
  period,
  recalculating,
  onRecalculate,
}: {
  /** The period shown (the URL's). */
  period: { start: string; end: string };
  recalculating: boolean;
  onRecalculate: (startDate: string, endDate: string) => void;
}) {
  const t = useT();
  const baseline = t('map.filters.baselinePeriod', { start: dayjs(BASELINE_PERIOD.start).format(DATE_FORMAT), end: dayjs(BASELINE_PERIOD.end).format(DATE_FORMAT) });
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs(period.start), dayjs(period.end)]);
  useEffect(() => setRange([dayjs(period.start), dayjs(period.end)]), [period.start, period.end]);
  const valid = range[0].isBefore(range[1]);
  return (
    <Space size="small" wrap>
      <DatePicker aria-label={t('map.filters.startDate')} format={DATE_FORMAT} value={range[0]} allowClear={false} onChange={(value) => value && setRange([value, range[1]])} status={valid ? undefined : 'error'} style={{ width: 130 }} />
      <DatePicker aria-label={t('map.filters.endDate')} format={DATE_FORMAT} value={range[1]} allowClear={false} onChange={(value) => value && setRange([range[0], value])} status={valid ? undefined : 'error'} style={{ width: 130 }} />
      <Tooltip title={valid ? t('map.filters.recalculateTip') : t('map.filters.startBeforeEnd')}>
        <Button icon={<ReloadOutlined />} loading={recalculating} disabled={!valid} onClick={() => onRecalculate(range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD'))}>
          {t('map.filters.recalculate')}
        </Button>
      </Tooltip>
      <Tooltip title={t('map.filters.baselineTip', { period: baseline })}>
        <Button
          icon={<HistoryOutlined />}
          disabled={recalculating}
          onClick={() => {
            setRange([dayjs(BASELINE_PERIOD.start), dayjs(BASELINE_PERIOD.end)]);
            onRecalculate(BASELINE_PERIOD.start, BASELINE_PERIOD.end);
          }}
        >
          {t('map.filters.baseline')}
        </Button>
      </Tooltip>
    </Space>
  );
}
export const PeriodControls = memo(PeriodControlsComponent);
