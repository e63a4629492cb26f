import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { tokens } from '@basin/shared';
import { CHART_FONT_SIZE } from './seriesStyle';
import type { AxisModel } from './types';

const tickLabelProps = { fill: tokens.colors.textSecondary, fontFamily: tokens.fontFamily, fontSize: CHART_FONT_SIZE };
const labelProps = { fill: tokens.colors.text, fontFamily: tokens.fontFamily, fontSize: CHART_FONT_SIZE + 1, fontWeight: 600 };
const lineProps = { stroke: tokens.colors.textSecondary, tickStroke: tokens.colors.textSecondary };

/** visx's axis with our ticks: the values given, each with its own text (by index). */
function axisTicks(model: AxisModel) {
  return {
    scale: model.scale,
    // The tick values belong to the axis' own scale; visx types them per scale.
    tickValues: model.ticks.map((tick) => tick.value) as never[],
    tickFormat: (_value: unknown, index: number) => model.ticks[index]?.label ?? '',
    label: model.label,
  };
}

/** The x axis at the bottom, the left y axis and, when given, the right y axis, each with its label. */
export function Axes({
  x,
  left,
  right,
  width,
  height,
  valueLabelOffset = 44,
}: {
  x: AxisModel;
  left: AxisModel;
  right?: AxisModel;
  width: number;
  height: number;
  /** Distance of the value axes' labels from their tick labels (less on a phone's narrow margins). */
  valueLabelOffset?: number;
}) {
  return (
    <g data-part="axes">
      <AxisBottom top={height} {...axisTicks(x)} {...lineProps} tickLabelProps={tickLabelProps} labelProps={labelProps} labelOffset={14} />
      <AxisLeft {...axisTicks(left)} {...lineProps} tickLabelProps={tickLabelProps} labelProps={labelProps} labelOffset={valueLabelOffset} />
      {right && (
        <AxisRight left={width} {...axisTicks(right)} {...lineProps} tickLabelProps={tickLabelProps} labelProps={labelProps} labelOffset={valueLabelOffset} />
      )}
    </g>
  );
}
