import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { tokens, useT } from '@basin/shared';

/** The sidebar as a temporary drawer on small screens (spec 02 "Layout"). */
export default function MobileDrawer({ id, open, onClose, children }: { id: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const t = useT();
  return (
    <Drawer
      id={id}
      placement="left"
      open={open}
      onClose={onClose}
      size={tokens.sidebarWidth}
      title={t('host.drawer.title')}
      styles={{ body: { padding: 0, background: tokens.colors.primaryDark } }}
    >
      {children}
    </Drawer>
  );
}
