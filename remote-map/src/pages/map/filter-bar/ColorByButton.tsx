import { memo, useId, type ComponentProps } from 'react';
import { Button, Radio, Space } from 'antd';
import { BgColorsOutlined } from '@ant-design/icons';
import { PopoverButton } from '@basin/shared/layout';
import { ParametersPanel } from '../left-panel/ParametersPanel';
import { COLOR_BY_OPTIONS, type ColorBy } from '../logic/modes';

/**
 * The colour-by popover; WQ Data needs graph mode's statistics, so it is offered only there. In graph
 * mode it also offers the parameters WQ Data colours by (issue 30: the choice of what colours the map
 * sits with the colours, not only in the options panel), the same chips as the Parameters panel.
 */
function ColorByButtonComponent({ value, graph, onChange, parameters }: { value: ColorBy; graph: boolean; onChange: (colorBy: ColorBy) => void; parameters: ComponentProps<typeof ParametersPanel> | null }) {
  const parametersHeading = useId();
  const picker = (
    <>
      <Radio.Group value={value} onChange={(event) => onChange(event.target.value as ColorBy)} aria-label="Colour locations by">
        <Space direction="vertical">
          {COLOR_BY_OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value} disabled={option.value === 'wqData' && !graph}>
              {option.label}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {graph && parameters && (
        <section aria-labelledby={parametersHeading} className="map-color-by-parameters">
          <h2 id={parametersHeading} className="map-color-by-heading">
            Parameters (WQ Data colours by the worst class among them)
          </h2>
          <ParametersPanel {...parameters} />
        </section>
      )}
    </>
  );
  return (
    <PopoverButton
      label="Colour by"
      trigger={(props) => (
        <Button icon={<BgColorsOutlined aria-hidden />} {...props}>
          Colour by
        </Button>
      )}
    >
      {picker}
    </PopoverButton>
  );
}

export const ColorByButton = memo(ColorByButtonComponent);
