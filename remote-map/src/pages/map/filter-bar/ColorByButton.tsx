import { memo } from 'react';
import { Button, Radio, Space } from 'antd';
import { BgColorsOutlined } from '@ant-design/icons';
import { PopoverButton } from '@basin/shared/layout';
import { COLOR_BY_OPTIONS, type ColorBy } from '../logic/modes';

/** The colour-by popover; WQ Data needs graph mode's statistics, so it is offered only there. */
function ColorByButtonComponent({ value, graph, onChange }: { value: ColorBy; graph: boolean; onChange: (colorBy: ColorBy) => void }) {
  const picker = (
    <Radio.Group value={value} onChange={(event) => onChange(event.target.value as ColorBy)} aria-label="Colour locations by">
      <Space direction="vertical">
        {COLOR_BY_OPTIONS.map((option) => (
          <Radio key={option.value} value={option.value} disabled={option.value === 'wqData' && !graph}>
            {option.label}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
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
