// The Export button's menu (Print PDF, Save PNG): antd's Dropdown and Menu, loaded on the first opening
// (issue 17: not at the map's first view). It opens as it arrives, with the focus on its first item.
import { Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';

export interface ExportMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled: boolean;
  onChoose: (key: 'pdf' | 'png') => void;
}

export default function ExportMenu({ open, onOpenChange, disabled, onChoose }: ExportMenuProps) {
  return (
    <Dropdown
      open={open}
      onOpenChange={onOpenChange}
      disabled={disabled}
      trigger={['click']}
      autoFocus
      menu={{
        items: [
          { key: 'pdf', label: 'Print PDF' },
          { key: 'png', label: 'Save PNG' },
        ],
        onClick: ({ key }) => {
          onOpenChange(false);
          onChoose(key === 'png' ? 'png' : 'pdf');
        },
      }}
    >
      {/* Replaces the button that loaded it: the focus stays here. */}
      <Button icon={<DownOutlined />} aria-label="More export options" autoFocus />
    </Dropdown>
  );
}
