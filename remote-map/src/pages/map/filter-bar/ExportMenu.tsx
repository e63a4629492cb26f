// The Export button's menu (Print PDF, Save PNG): antd's Dropdown and Menu, loaded on the first opening
// (issue 17: not at the map's first view). It opens as it arrives, with the focus on its first item.
import { Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useT } from '@basin/shared';

export interface ExportMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled: boolean;
  onChoose: (key: 'pdf' | 'png') => void;
}

export default function ExportMenu({ open, onOpenChange, disabled, onChoose }: ExportMenuProps) {
  const t = useT();
  return (
    <Dropdown
      open={open}
      onOpenChange={onOpenChange}
      disabled={disabled}
      trigger={['click']}
      autoFocus
      menu={{
        items: [
          { key: 'pdf', label: t('map.export.printPdf') },
          { key: 'png', label: t('map.export.savePng') },
        ],
        onClick: ({ key }) => {
          onOpenChange(false);
          onChoose(key === 'png' ? 'png' : 'pdf');
        },
      }}
    >
      {/* Replaces the button that loaded it: the focus stays here. */}
      <Button icon={<DownOutlined />} aria-label={t('map.export.more')} autoFocus />
    </Dropdown>
  );
}
