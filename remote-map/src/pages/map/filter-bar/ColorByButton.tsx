import { memo, useId, type ComponentProps } from 'react';
import { Button, Radio, Space } from 'antd';
import { BgColorsOutlined } from '@ant-design/icons';
import { useT } from '@basin/shared';
import { PopoverButton } from '@basin/shared/layout';
import { ParametersPanel } from '../left-panel/ParametersPanel';
import { COLOR_BY_OPTIONS, type ColorBy } from '../logic/modes';

/**
 * The colour-by popover; WQ Data needs graph mode's statistics, so it is offered only there. In graph
 * mode it also offers the parameters WQ Data colours by (issue 30: the choice of what colours the map
 * sits with the colours, not only in the options panel), the same chips as the Parameters panel.
 */
function ColorByButtonComponent({ value, graph, onChange, parameters }: { value: ColorBy; graph: boolean; onChange: (colorBy: ColorBy) => void; parameters: ComponentProps<typeof ParametersPanel> | null }) {
  const t = useT();
  const parametersHeading = useId();
  const picker = (
    <>
      <Radio.Group value={value} onChange={(event) => onChange(event.target.value as ColorBy)} aria-label={t('map.colorBy.ariaLabel')}>
        <Space orientation="vertical">
          {COLOR_BY_OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value} disabled={option.value === 'wqData' && !graph}>
              {t(option.labelKey)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {graph && parameters && (
        <section aria-labelledby={parametersHeading} className="map-color-by-parameters">
          <h2 id={parametersHeading} className="map-color-by-heading">
            {t('map.colorBy.parametersHeading')}
          </h2>
          <ParametersPanel {...parameters} />
        </section>
      )}
    </>
  );
  return (
    <PopoverButton
      label={t('map.colorBy.button')}
      trigger={(props) => (
        <Button icon={<BgColorsOutlined aria-hidden />} {...props}>
          {t('map.colorBy.button')}
        </Button>
      )}
    >
      {picker}
    </PopoverButton>
  );
}

export const ColorByButton = memo(ColorByButtonComponent);
